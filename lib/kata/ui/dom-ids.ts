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
  /** The panel of what envelope-kata exports, beside the island (never swapped). */
  api: "kata-api",
  /** The button that asks for the next step of the hint ladder. */
  moreHelp: "kata-more-help",
  /** The button that asks the server for the reference after a pass. */
  compare: "kata-compare",
  /** The heading of the student's layer beside the reference; focused when it shows. */
  compareTitle: "kata-compare-title",
  /** On the placeholder's code and on the live editor's text area: focus crosses the swap by it. */
  editorFocus: "kata-editor",
} as const;
