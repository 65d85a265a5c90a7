/**
 * The concepts practice covers, by id, with the words a learner reads for each. Client-safe
 * and tiny: the course map and the practice widget name concepts without the engine's code
 * (concepts.ts, which holds their asks, is server-side).
 */
export const CONCEPT_IDS = ["status", "step", "retry", "model-message", "deadline"] as const;
export type ConceptId = (typeof CONCEPT_IDS)[number];

/** Each concept as a learner reads it on the course map and the practice list. */
export const CONCEPT_LABELS: Record<ConceptId, string> = {
  status: "The status of a call",
  step: "The step that decided it",
  retry: "Whether and how often a retry happens",
  "model-message": "What the model is sent",
  deadline: "What a deadline does to slow work",
};
