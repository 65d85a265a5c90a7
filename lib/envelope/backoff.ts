/**
 * How long to pause before the next attempt: exponential backoff with "full jitter" (a
 * random point between 0 and a ceiling that doubles each attempt), so clients hit by the
 * same outage do not all come back at the same instant. The random numbers come in as a
 * function, so a seeded stream (prng.ts) makes every pause replay.
 */
import type { RetryHint } from "./retry-hint";

/** The ceiling of the first pause and the most any pause may draw. */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 200, capMs: 2000 };

/** Full jitter after attempt `attempt` (1-based): a whole number of ms in [0, min(cap, base·2^(attempt−1))]. */
export function fullJitterMs(attempt: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

/**
 * The pause before the next attempt. A hint's `afterMs` (Retry-After) is a floor the
 * tool asked for; the jitter is added on top rather than taken as the larger of the two,
 * because clients that all wait exactly Retry-After would return together again.
 */
export function pauseBeforeRetryMs(
  attempt: number,
  hint: RetryHint | undefined,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  return (hint?.afterMs ?? 0) + fullJitterMs(attempt, random, options);
}
