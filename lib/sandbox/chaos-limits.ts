/**
 * Bounds and defaults of a chaos run, kept apart from chaos.ts so the controls can read
 * them without the engine. The failure probability is the flaky fault's own
 * (`checkProbability` in lib/envelope/faults.ts): a chaos run is a flaky plan.
 */
import { checkProbability } from "@/lib/envelope/faults";
import { rangeCheck } from "@/lib/envelope/number-range";

/** Enough calls to see rates, few enough to finish in about a second. */
export const checkChaosCalls = rangeCheck({ min: 10, max: 10_000, whole: true });
/** Short on purpose: a hung call costs the whole deadline, and the run waits for the last one. */
export const checkChaosDeadlineMs = rangeCheck({ min: 50, max: 5000, whole: true, unit: "ms" });

/**
 * How a chaos run retries: not at all (each call one attempt, as before), with the retry
 * loop alone (up to its attempt limit, nothing shared), or with the loop plus a retry
 * budget shared by all calls and a circuit breaker per tool (lib/sandbox/chaos-retries.ts).
 */
export const RETRY_MODES = ["none", "unbounded", "budget"] as const;
export type RetryMode = (typeof RETRY_MODES)[number];
export const isRetryMode = (value: unknown): value is RetryMode => RETRY_MODES.includes(value as RetryMode);

/** What each mode is called on screen. */
export const RETRY_MODE_LABELS: Record<RetryMode, string> = {
  none: "No retries",
  unbounded: "Retries without a budget",
  budget: "Retries with a budget and a breaker",
};

export interface ChaosSettings {
  calls: number;
  p: number;
  deadlineMs: number;
  retries: RetryMode;
  /** Weather is down for the whole run (every call a 503 with Retry-After) instead of hanging at p. */
  outage: boolean;
}

export const CHAOS_DEFAULTS: ChaosSettings = { calls: 1000, p: 0.2, deadlineMs: 300, retries: "none", outage: false };

/** The chaos settings that are numbers, each with its field and check (below). */
export type ChaosNumberName = "calls" | "p" | "deadlineMs";

/** Each chaos setting's field key (the form's draft key and id suffix) and its one check. */
export const CHAOS_FIELDS: Record<ChaosNumberName, { key: string; check: typeof checkChaosCalls }> = {
  calls: { key: "chaos-calls", check: checkChaosCalls },
  p: { key: "chaos-p", check: checkProbability },
  deadlineMs: { key: "chaos-deadline", check: checkChaosDeadlineMs },
};
