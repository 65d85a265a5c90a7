/**
 * A chaos run with retries: the same seeded mix, each call run through the retry loop
 * (lib/envelope/retry.ts) on the virtual clock, and the figures that show whether the
 * retries multiplied the load: attempts, retries, breaker trips and refusals.
 */
import { buildTools } from "@/lib/envelope/build-tools";
import { CircuitBreaker, DEFAULT_BREAKER } from "@/lib/envelope/circuit-breaker";
import { seededStream } from "@/lib/envelope/prng";
import { runWithRetries } from "@/lib/envelope/retry";
import { DEFAULT_RETRY_BUDGET, RetryBudget } from "@/lib/envelope/retry-budget";
import { layerAttempts } from "@/lib/envelope/retry-layer";
import { isToolName } from "@/lib/envelope/tool-names";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { ToolsLayer } from "@/lib/envelope/tools-layer";
import { type TraceEntry, toTraceEntry } from "@/lib/envelope/trace";
import { type ChaosCaller, type ChaosLayerSettings, chaosLayerOptions } from "./chaos";
import type { RetryMode } from "./chaos-limits";
import type { VirtualClock } from "./virtual-clock";

/**
 * The loop's limits in a chaos run. Each call may take 8 s of virtual time (the turn the
 * lesson budgets for) and 4 attempts, each at most the panel's deadline; so without a
 * budget, a call to a service that is down makes 4 attempts.
 */
export const CHAOS_RETRY_POLICY = { maxAttempts: 4, budgetMs: 8000 };

/** What a run's retries cost, as the chaos panel shows it. */
export interface ChaosFigures {
  calls: number;
  /** Attempts that reached the tools layer (trace rows). */
  attempts: number;
  /** Attempts after a call's first. */
  retries: number;
  maxAttemptsPerCall: number;
  /** Times a breaker opened, and calls it answered itself without reaching the tool. */
  breakerTrips: number;
  breakerRefusals: number;
  /** Retries the shared budget refused. */
  budgetRefusals: number;
}

/** Everything a chaos run needs for `mode`: the one-attempt layer, the retrying caller, the figures. */
export function chaosSetup(
  settings: ChaosLayerSettings & { retries: RetryMode },
  clock: VirtualClock,
  executor: SqlExecutor,
) {
  const options = chaosLayerOptions(settings, clock, executor);
  const { tools, dispose } = buildTools(options);
  const layer = new ToolsLayer(tools, { timeoutMs: options.timeoutMs, now: clock.now });
  const budget = settings.retries === "budget" ? new RetryBudget(DEFAULT_RETRY_BUDGET) : undefined;
  const breakers = new Map<string, CircuitBreaker>();
  const breakerFor = (tool: string) => {
    if (settings.retries !== "budget" || !isToolName(tool)) return undefined;
    const breaker = breakers.get(tool) ?? new CircuitBreaker(tool, DEFAULT_BREAKER);
    breakers.set(tool, breaker);
    return breaker;
  };
  const attempt = layerAttempts(tools, clock.now);
  const random = seededStream(settings.seed, "chaos:backoff");
  const call: ChaosCaller = async (callId, tool, args) => {
    const rows: TraceEntry[] = [];
    await runWithRetries(
      async (context) => {
        const run = await attempt(tool, args, context);
        rows.push({ ...toTraceEntry(callId, args, run), attempt: context.attempt });
        return run.result;
      },
      { ...CHAOS_RETRY_POLICY, tool, attemptMs: settings.timeoutMs, random, budget, breaker: breakerFor(tool) },
    );
    return rows;
  };
  const figures = (entries: readonly TraceEntry[]): ChaosFigures => {
    const perCall = new Map<string, number>();
    for (const entry of entries) perCall.set(entry.callId, (perCall.get(entry.callId) ?? 0) + 1);
    const all = [...breakers.values()];
    return {
      calls: settings.calls,
      attempts: entries.length,
      retries: entries.length - perCall.size,
      maxAttemptsPerCall: Math.max(0, ...perCall.values()),
      breakerTrips: all.reduce((sum, breaker) => sum + breaker.trips, 0),
      breakerRefusals: all.reduce((sum, breaker) => sum + breaker.refusals, 0),
      budgetRefusals: budget?.refused ?? 0,
    };
  };
  return { layer, call: settings.retries === "none" ? undefined : call, figures, dispose };
}
