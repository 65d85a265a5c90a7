/**
 * The match exercise's confusion matrix: for every card, how many attempts put it on
 * each status (or left it in the pool). The right status's column is the diagonal an
 * instructor reads first; a full cell beside it is a shared misconception.
 */
import type { MatchExercise } from "@/lib/exercises/match/schema";
import { MATCH_STATUSES, type MatchStatus, type Placements } from "@/lib/exercises/match/statuses";

/** The columns: the four statuses, then the pool. */
export const CONFUSION_COLUMNS = [...MATCH_STATUSES, "pool"] as const;
export type ConfusionColumn = (typeof CONFUSION_COLUMNS)[number];

export type ConfusionRow = {
  cardId: string;
  text: string;
  answer: MatchStatus;
  counts: Record<ConfusionColumn, number>;
};

export type MatchConfusion = { attempts: number; rows: ConfusionRow[] };

/** Counts each attempt's placement of every card of `exercise`; cards an attempt did not place count as pool. */
export function matchConfusion(exercise: MatchExercise, attempts: readonly Placements[]): MatchConfusion {
  const rows = exercise.cards.map((card) => {
    const counts = Object.fromEntries(CONFUSION_COLUMNS.map((c) => [c, 0])) as Record<ConfusionColumn, number>;
    for (const placements of attempts) counts[(Object.hasOwn(placements, card.id) && placements[card.id]) || "pool"]++;
    return { cardId: card.id, text: card.text, answer: card.status, counts };
  });
  return { attempts: attempts.length, rows };
}
