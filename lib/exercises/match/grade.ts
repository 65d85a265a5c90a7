import { scenarioHref } from "./scenario-href";
import type { MatchExercise } from "./schema";
import type { Placement, Placements } from "./statuses";

/** The verdict on one card. */
export type CardGrade = {
  id: string;
  chosen: Placement;
  correct: boolean;
  /** Why the right status is right: given when the card is right, or when answers are revealed. */
  explanation?: string;
  /** Why the chosen wrong status does not fit, when the author wrote a note for it. */
  misconception?: string;
  /** The right category's id: only when answers are revealed. */
  answer?: string;
  /** Sandbox link that replays the card: given with the explanation. */
  sandboxHref?: string;
};

/**
 * `passed` and `passMark` are the match's pass rule, here and nowhere else: every card
 * right. `passMark` is a percent of `total`, as in every score token, which derives its own
 * `passed` from it.
 */
export type MatchGrade = {
  cards: CardGrade[];
  score: number;
  total: number;
  passMark: number;
  passed: boolean;
  revealed: boolean;
};

/**
 * Grades placements against the answer key: one point per card on its right status.
 * A wrong card gets the note for the status chosen, not the explanation, so that
 * "Try again" still asks the student to think; `reveal` adds the right status and
 * the explanation to every card ("Show answers"). Cards left in the pool are wrong.
 */
export function gradeMatch(
  exercise: MatchExercise,
  placements: Placements,
  options: { reveal?: boolean } = {},
): MatchGrade {
  const reveal = options.reveal ?? false;
  const cards = exercise.cards.map((card): CardGrade => {
    const chosen = placements[card.id] ?? null;
    const correct = chosen === card.status;
    const grade: CardGrade = { id: card.id, chosen, correct };
    if (!correct && chosen !== null && card.misconceptions[chosen]) grade.misconception = card.misconceptions[chosen];
    if (correct || reveal) {
      grade.explanation = card.explanation;
      const href = scenarioHref(card.sandbox);
      if (href) grade.sandboxHref = href;
    }
    if (reveal) grade.answer = card.status;
    return grade;
  });
  const score = cards.filter((c) => c.correct).length;
  return { cards, score, total: cards.length, passMark: 100, passed: score === cards.length, revealed: reveal };
}
