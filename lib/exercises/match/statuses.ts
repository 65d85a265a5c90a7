/**
 * The four statuses as the exercise shows them. Kept free of zod and of the engine
 * so the browser bundle can use it; statuses.test.ts checks it matches TOOL_STATUSES.
 */
export const MATCH_STATUSES = ["ok", "invalid_args", "tool_error", "timeout"] as const;

/** One of the four statuses a card can be matched with. */
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Where a card sits: on a status, or back in the pool (null). */
export type Placement = MatchStatus | null;

/** Card id → where the student put it; a missing id means the card is in the pool. */
export type Placements = Record<string, Placement>;

/** The words used for the pool in the interface and in announcements. */
export const POOL_LABEL = "the card pool";

/** True when `value` is one of the four statuses. */
export function isMatchStatus(value: unknown): value is MatchStatus {
  return typeof value === "string" && (MATCH_STATUSES as readonly string[]).includes(value);
}

/** How a place is named to the student: the status itself, or the pool. */
export function placeLabel(place: Placement): string {
  return place ?? POOL_LABEL;
}
