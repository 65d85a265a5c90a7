/**
 * Element ids of the checkpoint's markup, shared by the static form, the interactive
 * widget (focus is carried across the swap by id) and the e2e tests.
 *
 * NOTE: ids cannot collide by construction. Every authored id matches
 * CHECKPOINT_ID_PATTERN, which allows no "--" and no dash at either end, so parts
 * joined with "--" split back one way only, and the first part names the kind of
 * element. The fixed ids below have no "--" at all, so no built id can equal them.
 * The template types are the checkpoint's hand-over keys (components/islands/handover.ts).
 */
export const checkpointDomIds = {
  question: (questionId: string) => `cp-question--${questionId}` as const,
  option: (questionId: string, optionId: string) => `cp-option--${questionId}--${optionId}` as const,
  move: (questionId: string, stepId: string, dir: "up" | "down") => `cp-move-${dir}--${questionId}--${stepId}` as const,
  /** "Keep this order as my answer": its own kind, so no step id can take its place. */
  keep: (questionId: string) => `cp-keep--${questionId}` as const,
  flag: (questionId: string) => `cp-flag--${questionId}` as const,
};

/** Ids of the one-per-checkpoint elements. */
export const CHECKPOINT_FIXED_IDS = {
  submit: "cp-submit",
  retry: "cp-retry",
  resultTitle: "cp-result-title",
  unanswered: "cp-unanswered",
  keepNote: "cp-keep-note",
  /** The note standing where the drawn questions will be, while they are fetched or after a failed fetch. */
  drawNote: "cp-draw-note",
} as const;

/** Every id the checkpoint's markups render: the keys its widget may read back at the swap. */
export type CheckpointDomId =
  | ReturnType<(typeof checkpointDomIds)[keyof typeof checkpointDomIds]>
  | (typeof CHECKPOINT_FIXED_IDS)[keyof typeof CHECKPOINT_FIXED_IDS];
