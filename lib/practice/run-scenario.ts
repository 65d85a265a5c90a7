/**
 * Runs a scenario through the real engine on a virtual clock (the chaos run's), so a
 * deadline of 5 s and a retry pause of 1 s cost no wall time, and the same scenario gives
 * the same observation on any machine. This is the only place an item's key comes from.
 */
import { createToolsLayer } from "@/lib/envelope";
import { buildTools } from "@/lib/envelope/build-tools";
import { withTimers } from "@/lib/envelope/deadline";
import { seededStream } from "@/lib/envelope/prng";
import { type RetryEnd, runWithRetries } from "@/lib/envelope/retry";
import { layerAttempts } from "@/lib/envelope/retry-layer";
import type { StepId } from "@/lib/envelope/steps";
import type { ToolResult } from "@/lib/envelope/tool-result";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import type { WorkRecord } from "@/lib/envelope/work-watch";
import { nextMacrotask } from "@/lib/sandbox/chaos";
import { createVirtualClock, type VirtualClock } from "@/lib/sandbox/virtual-clock";
import type { Scenario } from "./scenario";

/** What the engine did with a scenario: everything a concept may ask about. */
export interface Observation {
  result: ToolResult;
  /** The step that decided the (last attempt's) envelope. */
  step: StepId;
  /** Virtual ms from the call to its envelope (all attempts and pauses under retries). */
  durationMs: number;
  /** Attempts that reached the tools layer: 1 without retries. */
  attempts: number;
  endedBy?: RetryEnd;
  /** What became of each attempt's work (single calls only). */
  work: WorkRecord[];
  /** Emails really sent. */
  delivered: number;
}

/** The call id every item's model-facing message uses, so the message is part of the item. */
export const PRACTICE_CALL_ID = "call_0001";

/**
 * Runs `scenario` and resolves to what happened, or undefined when the engine did not
 * settle (nothing left on the clock and still no envelope): such an item cannot be keyed.
 * `executor` answers the database's SQL; its work is held, so it costs no virtual time.
 */
export async function runScenario(scenario: Scenario, executor: SqlExecutor): Promise<Observation | undefined> {
  const clock = createVirtualClock();
  const sqlExecutor: SqlExecutor = { query: (q, signal) => clock.hold(executor.query(q, signal)), close: () => {} };
  const options = { faults: scenario.faults, seed: scenario.seed, now: clock.now, sqlExecutor };
  let observed: Observation | undefined;
  const pending = scenario.retry
    ? runRetried(scenario, clock, buildTools(options))
    : runOnce(scenario, createToolsLayer({ ...options, timeoutMs: scenario.timeoutMs }), clock);
  void pending.then((observation) => {
    observed = observation;
  });
  await clock.run(nextMacrotask);
  await nextMacrotask(); // the reaction above runs after the clock's last task
  return observed;
}

async function runOnce(scenario: Scenario, layer: ReturnType<typeof createToolsLayer>, clock: VirtualClock) {
  const started = clock.now();
  const { result, report } = await withTimers(clock, () => layer.runWithReport(scenario.tool, scenario.args));
  const durationMs = clock.now() - started;
  const delivered = layer.outbox.deliveries().length;
  return { result, step: report.step, durationMs, attempts: 1, work: layer.work.records(), delivered };
}

async function runRetried(scenario: Scenario, clock: VirtualClock, built: ReturnType<typeof buildTools>) {
  const limits = scenario.retry ?? { maxAttempts: 1, budgetMs: scenario.timeoutMs };
  const attempt = layerAttempts(built.tools, clock.now);
  let step: StepId = "success";
  const started = clock.now();
  const outcome = await runWithRetries(
    async (context) => {
      const run = await attempt(scenario.tool, scenario.args, context);
      step = run.report.step;
      return run.result;
    },
    {
      ...limits,
      tool: scenario.tool,
      attemptMs: scenario.timeoutMs,
      random: seededStream(scenario.seed, "practice:backoff"),
      timers: clock,
      now: clock.now,
    },
  );
  const { result, attempts, endedBy } = outcome;
  const delivered = built.outbox.deliveries().length;
  return { result, step, durationMs: clock.now() - started, attempts, endedBy, work: [], delivered };
}
