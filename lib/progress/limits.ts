/**
 * Bounds that stored progress must respect to be believed. Client-safe (no zod), and
 * shared with the score token, so the browser never shows more attempts than the
 * server would ever count.
 */

/** Attempts are counted up to here and then stay there. */
export const MAX_ATTEMPTS = 100_000;

/** A whole number from 0 to `max`. */
export const isCountUpTo = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;
