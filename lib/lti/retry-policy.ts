/**
 * When to try a grade passback again: exponential backoff with full jitter (a random
 * wait between 0 and min(cap, base * 2^n)), so many failed posts do not return together.
 * Pure: the random source is passed in.
 */
export type RetryPolicy = { baseMs: number; capMs: number; maxTries: number };

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1000, capMs: 5 * 60 * 1000, maxTries: 8 };

/** The wait before try number `tries + 1`, after `tries` failed ones (tries >= 1); null when no try is left. */
export function retryDelayMs(
  tries: number,
  policy: RetryPolicy = DEFAULT_RETRY,
  random: () => number = Math.random,
): number | null {
  if (tries >= policy.maxTries) return null;
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, tries - 1));
  return Math.floor(random() * ceiling);
}

/** A platform's Retry-After (seconds or an HTTP date) in ms, or null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}
