import { isCountUpTo, MAX_ATTEMPTS } from "@/lib/progress/limits";
import { type LocalWorkReader, peekWork } from "@/lib/progress/local-work";
import type { Placements } from "./statuses";

/** What is kept in localStorage for one lesson's match exercise. */
export type MatchProgress = { placements: Placements; attempts: number; bestScore: number | null };

/** Bump when the stored shape changes; older values are set aside with a notice. */
export const MATCH_PROGRESS_VERSION = 1;

export const EMPTY_MATCH_PROGRESS: MatchProgress = { placements: {}, attempts: 0, bestScore: null };

/** The localStorage key for a lesson's progress. */
export function matchProgressKey(slug: string): string {
  return `envelope-lab:match:${slug}`;
}

/**
 * Hand-written guard for stored progress (no zod: this runs in the browser, where zod
 * would add its weight to the widget's and the course map's chunks). Returns null for
 * anything malformed or out of bounds: attempts beyond what the server counts, a best
 * score above the number of cards or without an attempt. Placements of cards or on
 * categories that no longer exist are dropped (the card goes back to the pool), so
 * editing the exercise never strands a student; a place that is not text at all is
 * corrupt. Without the exercise at hand (the course map), every placement is kept and a
 * best score is only a count.
 */
export function parseMatchProgress(
  data: unknown,
  cardIds?: readonly string[],
  categoryIds?: readonly string[],
): MatchProgress | null {
  if (typeof data !== "object" || data === null) return null;
  const { placements, attempts, bestScore } = data as Record<string, unknown>;
  if (!isCountUpTo(attempts, MAX_ATTEMPTS)) return null;
  if (typeof placements !== "object" || placements === null || Array.isArray(placements)) return null;
  const known = cardIds && new Set(cardIds);
  const places = categoryIds && new Set(categoryIds);
  const kept: Placements = {};
  for (const [id, place] of Object.entries(placements)) {
    if (place !== null && typeof place !== "string") return null;
    if (place !== null && (known?.has(id) ?? true) && (places?.has(place) ?? true)) kept[id] = place;
  }
  if (bestScore !== null && (!isCountUpTo(bestScore, cardIds?.length ?? Number.POSITIVE_INFINITY) || attempts === 0))
    return null;
  return { placements: kept, attempts, bestScore };
}

/**
 * The match's work for the course map: cards placed before the first check, the best
 * score after. Its record keeps no number of cards, so a full score saved before the map
 * recorded verdicts cannot be told from a partial one, and is not counted as a pass.
 */
export const matchLocalWork: LocalWorkReader = (store, slug) =>
  peekWork(
    store,
    matchProgressKey(slug),
    MATCH_PROGRESS_VERSION,
    (data) => parseMatchProgress(data),
    ({ placements, attempts, bestScore }) => {
      const placed = Object.keys(placements).length;
      if (attempts > 0) return { started: true, detail: `best ${bestScore ?? 0} right` };
      return placed > 0
        ? { started: true, detail: `${placed} ${placed === 1 ? "card" : "cards"} placed` }
        : { started: false };
    },
  );
