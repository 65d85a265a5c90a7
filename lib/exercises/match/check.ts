/*
 * Sense checks for an authored match.yaml, beyond its shape. In both exercise folders
 * check.ts means this: mistakes in the author's file, not in a student's answer.
 */
import { duplicateIdMessage, repeatedIds } from "@/lib/content/author-messages";
import { didYouMean } from "@/lib/content/did-you-mean";
import type { SenseProblem } from "@/lib/exercises/sense-problem";
import { isMatchStatus, MATCH_STATUSES } from "./statuses";

/** The parts of an authored exercise that the sense checks read. */
type Checkable = {
  cards: { id: string; status: string; misconceptions: Record<string, string> }[];
};

/**
 * Checks what a schema cannot see field by field: every status has at least one
 * card, card ids are unique, and misconception notes are keyed by a real status
 * other than the card's own. Paths point at the offending field so the content
 * pipeline can name its line.
 */
export function findMatchSenseProblems(exercise: Checkable): SenseProblem[] {
  const problems: SenseProblem[] = [];
  for (const { index, id, earlier } of repeatedIds(exercise.cards, (card) => card.id))
    problems.push({ path: ["cards", index, "id"], message: duplicateIdMessage(id, "card", earlier) });
  exercise.cards.forEach((card, index) => {
    for (const key of Object.keys(card.misconceptions)) {
      if (!isMatchStatus(key)) {
        problems.push({
          path: ["cards", index, "misconceptions", key],
          message: `is not a status${didYouMean(key, MATCH_STATUSES)}; use one of: ${MATCH_STATUSES.join(", ")}`,
        });
      } else if (key === card.status) {
        problems.push({
          path: ["cards", index, "misconceptions", key],
          message: `is the card's own status; notes are for the wrong statuses a student might pick`,
        });
      }
    }
  });
  for (const status of MATCH_STATUSES) {
    if (!exercise.cards.some((card) => card.status === status)) {
      problems.push({ path: ["cards"], message: `has no card whose status is ${status}; every status needs one` });
    }
  }
  return problems;
}
