/**
 * Element ids of the checkpoint's markup, shared by the static form, the interactive
 * widget (focus is carried across the swap by id) and the e2e tests.
 *
 * NOTE: ids cannot collide by construction. Every authored id matches
 * CHECKPOINT_ID_PATTERN, which allows no "--" and no dash at either end, so parts
 * joined with "--" split back one way only, and the first part names the kind of
 * element. The fixed ids below have no "--" at all, so no built id can equal them.
 */
const join = (...parts: string[]) => parts.join("--");

export const checkpointDomIds = {
  question: (questionId: string) => join("cp-question", questionId),
  option: (questionId: string, optionId: string) => join("cp-option", questionId, optionId),
  move: (questionId: string, stepId: string, dir: "up" | "down") => join(`cp-move-${dir}`, questionId, stepId),
  /** "Keep this order as my answer": its own kind, so no step id can take its place. */
  keep: (questionId: string) => join("cp-keep", questionId),
  flag: (questionId: string) => join("cp-flag", questionId),
};

/** Ids of the one-per-checkpoint elements. */
export const CHECKPOINT_FIXED_IDS = {
  submit: "cp-submit",
  retry: "cp-retry",
  resultTitle: "cp-result-title",
  unanswered: "cp-unanswered",
} as const;
