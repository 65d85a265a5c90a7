/**
 * The retry loop: one logical call, several attempts, one envelope back. Each attempt's
 * deadline is what is left of the call's time budget (capped per attempt), joined with
 * the user's cancel by AbortSignal.any; pauses use full jitter from a seeded stream, on
 * lent timers so the chaos run's virtual clock drives them too. A shared retry budget and
 * a per-tool circuit breaker keep retries from multiplying the load of an outage.
 */
import { type BackoffOptions, DEFAULT_BACKOFF, pauseBeforeRetryMs } from "./backoff";
import type { CircuitBreaker } from "./circuit-breaker";
import { currentTimers, deadlineSignal, joinSignals, type Timers, withTimers } from "./deadline";
import { describeThrown } from "./describe-thrown";
import type { RetryBudget } from "./retry-budget";
import { retryVerdict } from "./retry-policy";
import type { ToolResult } from "./tool-result";

/** What one attempt is given: its number, its deadline, and a signal that aborts at either. */
export interface AttemptContext {
  attempt: number;
  deadlineMs: number;
  /** Aborts at this attempt's deadline or on the user's cancel, whichever comes first. */
  signal: AbortSignal;
}

export interface RetryOptions {
  /** The tool's name, for the envelopes the loop writes itself (cancelled, refused). */
  tool: string;
  /** All the time the call may take, attempts and pauses together, in ms. */
  budgetMs: number;
  /** The most one attempt may take (the tool's own deadline), in ms. */
  attemptMs: number;
  /** An attempt shorter than this is not started (default: half of attemptMs). */
  minAttemptMs?: number;
  maxAttempts: number;
  /** In [0, 1): a seeded stream (prng.ts), so the pauses replay. */
  random: () => number;
  backoff?: BackoffOptions;
  /** The user's cancel. */
  signal?: AbortSignal;
  /** Shared by every call; without it, retries are limited only by maxAttempts and time. */
  budget?: RetryBudget;
  /** This tool's breaker; without it, a tool that is down is called every time. */
  breaker?: CircuitBreaker;
  /** Timers and clock: the lent ones (withTimers) when the loop starts, unless given. */
  timers?: Timers;
  now?: () => number;
}

/** Why the loop stopped: the policy's reasons, or one of its own limits. */
export type RetryEnd =
  | "answered"
  | "wrong-request"
  | "not-retryable"
  | "out-of-attempts"
  | "out-of-time"
  | "budget"
  | "breaker"
  | "cancelled";

export interface RetryOutcome {
  result: ToolResult;
  /** Attempts that reached the tool. */
  attempts: number;
  endedBy: RetryEnd;
}

/** Runs `attempt` until the envelope says stop or a limit is reached; never throws. */
export async function runWithRetries(
  attempt: (context: AttemptContext) => Promise<ToolResult>,
  options: RetryOptions,
): Promise<RetryOutcome> {
  const timers = options.timers ?? currentTimers();
  const now = options.now ?? (() => performance.now());
  const { tool, budgetMs, attemptMs, maxAttempts, random, budget, breaker, signal: user } = options;
  const minAttemptMs = options.minAttemptMs ?? Math.ceil(attemptMs / 2);
  const started = now();
  const left = () => budgetMs - (now() - started);
  let last: ToolResult | undefined;
  for (let n = 1; ; n++) {
    if (user?.aborted) return { result: cancelled(tool), attempts: n - 1, endedBy: "cancelled" };
    if (breaker && !breaker.allows(now()))
      return { result: breaker.refusal(now()), attempts: n - 1, endedBy: "breaker" };
    const deadlineMs = Math.max(1, Math.min(attemptMs, Math.floor(left())));
    const deadline = deadlineSignal(deadlineMs, timers);
    const signal = user ? joinSignals([user, deadline.signal]) : deadline.signal;
    const pending = settled(tool, () => withTimers(timers, () => attempt({ attempt: n, deadlineMs, signal })));
    const finished = await untilAborted(pending, user);
    deadline.cancel();
    if (finished === undefined) return { result: cancelled(tool), attempts: n, endedBy: "cancelled" };
    last = finished;
    if (n === 1) budget?.recordCall();
    breaker?.record(last, now());
    const verdict = retryVerdict(last, n, maxAttempts);
    if (!verdict.retry) return { result: last, attempts: n, endedBy: verdict.why };
    const hint = last.status === "ok" || last.status === "invalid_args" ? undefined : last.retry;
    const pause = pauseBeforeRetryMs(n, hint, random, options.backoff ?? DEFAULT_BACKOFF);
    // Stop while there is still time to answer: the next attempt must get a useful deadline.
    if (left() - pause < minAttemptMs) return { result: last, attempts: n, endedBy: "out-of-time" };
    if (budget && !budget.tryRetry()) return { result: last, attempts: n, endedBy: "budget" };
    if (!(await pauseFor(pause, user, timers))) return { result: cancelled(tool), attempts: n, endedBy: "cancelled" };
  }
}

/**
 * The envelope of a call the user cancelled: a tool_error with its own code, so neither the
 * model nor a dashboard takes it for a bug, and a hint that says not to try again on its own.
 */
export function cancelled(tool: string): ToolResult {
  return {
    status: "tool_error",
    tool,
    error: "cancelled by the user",
    code: "cancelled",
    retry: { retryable: false, reason: "the user cancelled the call" },
  };
}

/** The attempt's envelope, or undefined as soon as `signal` aborts (the loop stops waiting). */
function untilAborted(pending: Promise<ToolResult>, signal: AbortSignal | undefined) {
  if (!signal) return pending;
  return new Promise<ToolResult | undefined>((resolve) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener("abort", onAbort, { once: true });
    pending.then((result) => {
      signal.removeEventListener("abort", onAbort);
      resolve(result);
    });
  });
}

/** An attempt function that broke its promise and threw still ends in an envelope. */
function settled(tool: string, start: () => Promise<ToolResult>): Promise<ToolResult> {
  try {
    return start().catch(
      (thrown) => ({ status: "tool_error", tool, error: describeThrown(thrown), code: "internal" }) as const,
    );
  } catch (thrown) {
    return Promise.resolve({ status: "tool_error", tool, error: describeThrown(thrown), code: "internal" } as const);
  }
}

/** Waits `ms` on `timers`; false when the user cancels first. */
function pauseFor(ms: number, signal: AbortSignal | undefined, timers: Timers): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      timers.clearTimeout(timer);
      resolve(false);
    };
    const timer = timers.setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
