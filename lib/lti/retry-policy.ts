/**
 * When to try a grade passback again: the engine's backoff (lib/envelope/backoff.ts, full
 * jitter, a platform's Retry-After as a floor with the jitter on top) with the LTI policy's
 * numbers, for as long as the time budget lasts. The budget is counted from when the score
 * was queued, not in tries: an LMS maintenance window of a few hours must not drop grades,
 * and a row past its budget stays `failed`, visible, until an instructor sends it again.
 * Pure: the random source is passed in.
 */
import { type BackoffOptions, pauseBeforeRetryMs } from "@/lib/envelope/backoff";

export type RetryPolicy = BackoffOptions & { budgetMs: number };

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1000, capMs: HOUR_MS, budgetMs: 72 * HOUR_MS };

/** The longest wait a platform's Retry-After may ask for; a longer one is read as this. */
export const MAX_RETRY_AFTER_MS = HOUR_MS;

/**
 * The wait before try number `tries + 1`, after `tries` failed ones (tries >= 1), for a
 * score queued `ageMs` ago; never past the end of the budget (the last try falls on it),
 * and null once the budget is spent. `atLeastMs` is a platform's Retry-After.
 */
export function retryDelayMs(
  tries: number,
  ageMs: number,
  policy: RetryPolicy = DEFAULT_RETRY,
  random: () => number = Math.random,
  atLeastMs = 0,
): number | null {
  const left = policy.budgetMs - ageMs;
  if (left <= 0) return null;
  return Math.min(left, pauseBeforeRetryMs(tries, { retryable: true, afterMs: atLeastMs }, random, policy));
}

/**
 * A platform's Retry-After (seconds or an HTTP date) in ms, at most MAX_RETRY_AFTER_MS;
 * null when absent or unreadable.
 */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(MAX_RETRY_AFTER_MS, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - nowMs));
}
