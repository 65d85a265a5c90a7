/**
 * Element ids of the kata's markup, shared by the static placeholder, the live widget
 * (focus and presses cross the swap by these) and the e2e tests.
 */
export const KATA_IDS = {
  title: "kata-title",
  help: "kata-help",
  check: "kata-check",
  submit: "kata-submit",
  reset: "kata-reset",
  confirmReset: "kata-reset-confirm",
  keepCode: "kata-reset-keep",
  undoReset: "kata-reset-undo",
  resultTitle: "kata-result-title",
  /** On the placeholder's code and on the live editor's text area: focus crosses the swap by it. */
  editorFocus: "kata-editor",
} as const;
