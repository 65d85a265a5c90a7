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

export const CHAOS_DEFAULTS = { calls: 1000, p: 0.2, deadlineMs: 300 };

export type ChaosSettings = typeof CHAOS_DEFAULTS;

/** Each chaos setting's field key (the form's draft key and id suffix) and its one check. */
export const CHAOS_FIELDS = {
  calls: { key: "chaos-calls", check: checkChaosCalls },
  p: { key: "chaos-p", check: checkProbability },
  deadlineMs: { key: "chaos-deadline", check: checkChaosDeadlineMs },
} as const;
