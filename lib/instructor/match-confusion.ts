/**
 * The match exercise's confusion matrix: for every card, how many attempts put it on
 * each of the exercise's places (its categories, the four statuses by default) or left
 * it in the pool. The right place's column is the diagonal an instructor reads first; a
 * full cell beside it is a shared misconception.
 */
import type { MatchExercise } from "@/lib/exercises/match/schema";
import { type Placements, POOL_ZONE_ID } from "@/lib/exercises/match/statuses";

export type ConfusionRow = {
  cardId: string;
  text: string;
  answer: string;
  /** Attempts per column id (see confusionColumns). */
  counts: Record<string, number>;
};

export type MatchConfusion = { attempts: number; columns: string[]; rows: ConfusionRow[] };

/** The columns: the exercise's category ids in order, then the pool. */
export const confusionColumns = (exercise: Pick<MatchExercise, "categories">): string[] => [
  ...exercise.categories.map((category) => category.id),
  POOL_ZONE_ID,
];

/**
 * Counts each attempt's placement of every card of `exercise`; a card an attempt did
 * not place, or placed on a category the exercise no longer has, counts as pool.
 */
export function matchConfusion(exercise: MatchExercise, attempts: readonly Placements[]): MatchConfusion {
  const columns = confusionColumns(exercise);
  const rows = exercise.cards.map((card) => {
    const counts: Record<string, number> = Object.fromEntries(columns.map((c) => [c, 0]));
    for (const placements of attempts) {
      const placed = Object.hasOwn(placements, card.id) ? placements[card.id] : null;
      const column = placed && Object.hasOwn(counts, placed) ? placed : POOL_ZONE_ID;
      counts[column] = (counts[column] ?? 0) + 1;
    }
    return { cardId: card.id, text: card.text, answer: card.status, counts };
  });
  return { attempts: attempts.length, columns, rows };
}
