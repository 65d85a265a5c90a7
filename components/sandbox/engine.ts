/**
 * The sandbox's bridge to the engine, loaded only with the live sandbox (never in a
 * page's first load). SQL runs in the sandbox's worker (use-sql-worker.ts), which is
 * loaded before a database call's deadline starts.
 */
import {
  answerReply,
  createRaisingToolsLayer,
  createToolsLayer,
  describeEscaped,
  explainStep,
  fallbackReply,
} from "@/lib/envelope";
import type { SqlWorkerExecutor } from "@/lib/envelope/tools/worker-executor";
import { runTraced, type TraceEntry } from "@/lib/envelope/trace";
import { runChaos } from "@/lib/sandbox/chaos";
import { chaosSetup } from "@/lib/sandbox/chaos-retries";
import type { SandboxState } from "@/lib/sandbox/sandbox-state";
import { createVirtualClock } from "@/lib/sandbox/virtual-clock";
import { pairWork, type WorkView } from "@/lib/sandbox/work-view";
import type { ChaosSettings } from "./chaos-panel";
import type { LessonOutcome, RaisingOutcome } from "./result-panel";

function layerOptions(state: SandboxState, sql: SqlWorkerExecutor) {
  return {
    timeoutMs: state.timeoutMs,
    faults: state.faults,
    seed: state.seed,
    poolWait: state.poolWait,
    sqlExecutor: sql,
  };
}

/** Loading is not calling: SQLite's download and start-up must not count against a deadline. */
export async function readyFor(tool: string, sql: SqlWorkerExecutor): Promise<void> {
  // A failed load is not the call's failure yet: the call tries again and reports what happens.
  if (tool === "database") await sql.ready().catch(() => {});
}

export async function runRaising(state: SandboxState, args: unknown, sql: SqlWorkerExecutor): Promise<RaisingOutcome> {
  const layer = createRaisingToolsLayer(layerOptions(state, sql));
  try {
    return { kind: "returned", output: await layer.run(state.tool, args) };
  } catch (thrown) {
    return { kind: "threw", ...describeEscaped(thrown) };
  } finally {
    layer.dispose();
  }
}

/** What the work of a Run's calls is doing now, and a way to hear when that changes. */
export interface LiveWork {
  view(): WorkView;
  subscribe(listener: () => void): () => void;
}

/**
 * Runs the call `state.calls` times in a row through one fresh layer built from `state`
 * (so the same state replays the same latencies and dice), each as soon as the one before
 * ended, and the first through the raising layer beside it when `compare` is on. Real
 * time: the deadline is a real timer, and a query past it terminates the worker. `work`
 * goes on reporting after the calls returned: abandoned work can outlive them.
 */
export async function runSandboxCalls(
  callIds: readonly string[],
  state: SandboxState,
  args: unknown,
  compare: boolean,
  sql: SqlWorkerExecutor,
): Promise<{ outcome: LessonOutcome; entries: TraceEntry[]; work: LiveWork }> {
  await readyFor(state.tool, sql);
  const workersBefore = sql.spawned();
  const layer = createToolsLayer(layerOptions(state, sql));
  const raising = compare ? runRaising(state, args, sql) : Promise.resolve(undefined);
  const runs = [];
  for (const callId of callIds) runs.push({ callId, ...(await runTraced(layer, callId, state.tool, args)) });
  const last = runs[runs.length - 1];
  if (last === undefined) throw new Error("a Run sends at least one call");
  const { callId, result, report } = last;
  const outcome: LessonOutcome = {
    kind: "lesson",
    callId,
    result,
    report,
    // The fallback on failure, as the lesson teaches; on ok the agent answers from the output.
    reply: result.status === "ok" ? answerReply(result) : (fallbackReply(result) ?? ""),
    explanation: explainStep(report.step),
    raising: await raising,
  };
  const calls = runs.map((run) => ({ callId: run.callId, step: run.report.step }));
  const work: LiveWork = {
    view: () => ({
      calls: pairWork(calls, layer.work.records()),
      pool: { inUse: layer.pool.inUse, size: layer.pool.size },
      workersReplaced: sql.spawned() - workersBefore,
      outbox:
        state.tool === "send_email"
          ? { deliveries: layer.outbox.deliveries(), repeatsRecognised: layer.outbox.repeatsRecognised }
          : null,
    }),
    subscribe(listener) {
      const stops = [layer.work.subscribe(listener), layer.pool.subscribe(listener), layer.outbox.subscribe(listener)];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
  // Safe while abandoned work goes on: the SQL is the sandbox's worker's, not the layer's.
  layer.dispose();
  return { outcome, entries: runs.map((run) => run.entry), work };
}

/** A chaos run in this page, on a virtual clock seeded like the rest of the sandbox. */
export async function runChaosHere(
  seed: number,
  settings: ChaosSettings,
  onProgress: (done: number, total: number) => void,
  sql: SqlWorkerExecutor,
) {
  await readyFor("database", sql); // the mix has database calls; load SQLite before the clock starts
  const clock = createVirtualClock();
  const { calls, p, deadlineMs: timeoutMs, retries, outage } = settings;
  const setup = chaosSetup({ p, seed, timeoutMs, calls, retries, outage }, clock, sql);
  try {
    const outcome = await runChaos({ layer: setup.layer, call: setup.call, clock, calls, seed, onProgress });
    return { ...outcome, figures: setup.figures(outcome.entries) };
  } finally {
    setup.dispose();
  }
}
