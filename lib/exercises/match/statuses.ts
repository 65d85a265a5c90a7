/**
 * The four statuses, the default categories of a match exercise. Kept free of zod and
 * of the engine so the browser bundle can use it; statuses.test.ts checks it matches
 * TOOL_STATUSES.
 */
export const MATCH_STATUSES = ["ok", "invalid_args", "tool_error", "timeout"] as const;

/** One of the four statuses. */
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Where a card sits: on a category (its id), or back in the pool (null). */
export type Placement = string | null;

/** Card id → where the student put it; a missing id means the card is in the pool. */
export type Placements = Record<string, Placement>;

/** The words used for the pool in the interface and in announcements. */
export const POOL_LABEL = "the card pool";

/** The drop area id the pool uses, so no category may take it. */
export const POOL_ZONE_ID = "pool";

/** True when `value` is one of the four statuses. */
export function isMatchStatus(value: unknown): value is MatchStatus {
  return typeof value === "string" && (MATCH_STATUSES as readonly string[]).includes(value);
}
