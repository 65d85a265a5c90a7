import type { Placements } from "./statuses";

/** How far the student is: cards placed on a status, cards still in the pool. */
export type Completeness = { placed: number; left: number; complete: boolean };

/**
 * Counts the cards of `cardIds` that sit on a status. Ids in `placements` that are
 * not cards of this exercise are ignored (the server refuses them separately).
 */
export function matchCompleteness(cardIds: readonly string[], placements: Placements): Completeness {
  const placed = cardIds.filter((id) => (placements[id] ?? null) !== null).length;
  const left = cardIds.length - placed;
  return { placed, left, complete: left === 0 };
}

/** The sentence under "Check answers" while cards remain in the pool. */
export function describeCardsLeft(left: number): string {
  if (left === 0) return "Every card is placed.";
  return `${left} ${left === 1 ? "card is" : "cards are"} still in the pool.`;
}

/** Ids in `placements` that are not cards of the exercise, in the order given. */
export function unknownCardIds(cardIds: readonly string[], placements: Placements): string[] {
  const known = new Set(cardIds);
  return Object.keys(placements).filter((id) => !known.has(id));
}

/** Places in `placements` that are not categories of the exercise (the pool, null, always is one), each once. */
export function unknownPlaces(categoryIds: readonly string[], placements: Placements): string[] {
  const known = new Set(categoryIds);
  const places = Object.values(placements).filter((place): place is string => place !== null && !known.has(place));
  return [...new Set(places)];
}
