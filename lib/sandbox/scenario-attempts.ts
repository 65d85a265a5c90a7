/**
 * How many attempts the lab's retry loop makes for one scenario's call: the scenario's tool,
 * arguments, faults and seed, each attempt under its deadline (the chaos run's, when the
 * scenario starts one), with the chaos run's policy, on a virtual clock so the count follows
 * from the seed alone. No retry budget or breaker: one call never spends them. Lesson text
 * that states a scenario's attempts is checked against this (check-engine-claims.ts).
 */
import { buildTools } from "@/lib/envelope/build-tools";
import { seededStream } from "@/lib/envelope/prng";
import { runWithRetries } from "@/lib/envelope/retry";
import { layerAttempts } from "@/lib/envelope/retry-layer";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { nextMacrotask } from "./chaos";
import { CHAOS_RETRY_POLICY } from "./chaos-retries";
import type { Scenario } from "./scenarios";
import { createVirtualClock } from "./virtual-clock";

/** The attempts the retry loop makes for `scenario`'s call, SQL run by `executor`. */
export async function scenarioAttempts(scenario: Scenario, executor: SqlExecutor): Promise<number> {
  const clock = createVirtualClock();
  const sqlExecutor: SqlExecutor = {
    query: (request, signal) => clock.hold(executor.query(request, signal)),
    close() {},
  };
  const { faults, seed, poolWait, tool } = scenario;
  const attemptMs = scenario.chaos?.deadlineMs ?? scenario.timeoutMs;
  const { tools, dispose } = buildTools({ faults, seed, poolWait, sqlExecutor });
  let args: unknown = scenario.args;
  try {
    args = JSON.parse(scenario.args);
  } catch {
    // arguments that are not JSON reach the layer as typed, as in the sandbox
  }
  const attempt = layerAttempts(tools, clock.now);
  let attempts = 0;
  clock.setTimeout(() => {
    void runWithRetries(async (context) => (await attempt(tool, args, context)).result, {
      ...CHAOS_RETRY_POLICY,
      tool,
      attemptMs,
      random: seededStream(seed, "scenario:backoff"),
      timers: clock,
      now: clock.now,
    }).then((outcome) => {
      attempts = outcome.attempts;
    });
  }, 0);
  try {
    await clock.run(nextMacrotask);
  } finally {
    dispose();
  }
  return attempts;
}
