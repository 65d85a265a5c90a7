/**
 * The chaos run: many calls of a seeded mix through one layer with a flaky plan, to see
 * the statuses as rates instead of single events, on a virtual clock so the same seed
 * gives the same trace on any machine. Framework-free; the sandbox passes a layer, a
 * clock and a progress callback, the Chromium bench drives the same code.
 */
import type { FaultPlan } from "@/lib/envelope";
import { withTimers } from "@/lib/envelope/deadline";
import { seededStream } from "@/lib/envelope/prng";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { callIdOf, type ReportingLayer, runTraced, type TraceEntry } from "@/lib/envelope/trace";
import type { VirtualClock } from "./virtual-clock";

/**
 * The mix of calls, weighted: mostly valid requests, plus the bad ones an agent really
 * sends (a typo in a tool name, a bad expression, a write query, an unknown city).
 */
export const CHAOS_MIX: readonly { tool: string; args: unknown; weight: number }[] = [
  { tool: "calculator", args: { expression: "(2 + 3) * 4" }, weight: 5 },
  { tool: "calculator", args: { expression: "2 +" }, weight: 1 },
  { tool: "calculator", args: { expression: "1 / 0" }, weight: 1 },
  { tool: "weather", args: { city: "Lisbon" }, weight: 4 },
  { tool: "weather", args: { city: "Atlantis" }, weight: 1 },
  { tool: "database", args: { sql: "SELECT name FROM customers WHERE city = ?", params: ["Oslo"] }, weight: 4 },
  { tool: "database", args: { sql: "DROP TABLE orders" }, weight: 1 },
  { tool: "calculater", args: { expression: "1 + 1" }, weight: 1 },
];
const TOTAL_WEIGHT = CHAOS_MIX.reduce((sum, call) => sum + call.weight, 0);

/**
 * The flaky plan: each tool fails its own way with probability `p` on each call. With
 * `outage`, the weather service is down for the whole run instead (a 503 with Retry-After
 * on every call): the case where retries multiply load on a service that cannot answer.
 */
export function chaosPlan(p: number, outage = false): FaultPlan {
  return {
    calculator: { kind: "flaky", p, fault: { kind: "throw", message: "calculator worker crashed" } },
    weather: outage ? { kind: "outage" } : { kind: "flaky", p, fault: { kind: "hang" } },
    database: { kind: "flaky", p, fault: { kind: "pool_exhausted" } },
  };
}

/** The call at a draw `r` in [0, 1) of the seeded stream. */
export function pickChaosCall(r: number): { tool: string; args: unknown } {
  let target = r * TOTAL_WEIGHT;
  for (const call of CHAOS_MIX) {
    target -= call.weight;
    if (target < 0) return call;
  }
  return CHAOS_MIX[0] as (typeof CHAOS_MIX)[number];
}

/**
 * One real macrotask: long enough for pending promise reactions to run and for the page to
 * handle input and paint, short enough to take thousands of them in a run. setImmediate in
 * Node; in the browser scheduler.yield (Chromium), else a MessageChannel message.
 */
export const nextMacrotask = (): Promise<void> => {
  const scope = globalThis as {
    setImmediate?: (fn: () => void) => void;
    scheduler?: { yield?: () => Promise<void> };
  };
  if (scope.setImmediate) return new Promise((resolve) => scope.setImmediate?.(resolve));
  if (scope.scheduler?.yield) return scope.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

/** Calls started by one timer (one task). */
const START_BATCH = 10;

/** Runs one logical call of the run and gives back its trace rows (one per attempt). */
export type ChaosCaller = (callId: string, tool: string, args: unknown) => Promise<TraceEntry[]>;

export interface ChaosOptions {
  /** A layer built with {@link chaosLayerOptions} on the same clock. */
  layer: ReportingLayer;
  /** Instead of one attempt through `layer`, a retry loop (chaos-retries.ts). */
  call?: ChaosCaller;
  clock: VirtualClock;
  calls: number;
  seed: number;
  /** Called as calls settle: how many have, out of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Calls that arrive together; each group one virtual ms after the last. */
  groupSize?: number;
  macrotask?: () => Promise<void>;
}

/** What a chaos run gives back: the trace in call order, and how long it took. */
export interface ChaosOutcome {
  /** One row per attempt that reached the tools layer, in call order, then attempt order. */
  entries: TraceEntry[];
  /** Virtual ms from the first call to the last answer: fixed by the seed. */
  virtualMs: number;
  /** Real ms the page spent computing the run: depends on the machine. */
  wallMs: number;
}

/**
 * Runs `calls` calls of the seeded mix on the virtual clock: they arrive in groups, one
 * group per virtual ms, and run concurrently; every duration, and so every status, follows
 * from the seed. The real work is cut into one macrotask per timer, so the page stays
 * responsive however many calls there are.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosOutcome> {
  const { layer, clock, calls, seed, onProgress, groupSize = 100, macrotask = nextMacrotask } = options;
  const wallStart = performance.now();
  const start = clock.now();
  const random = seededStream(seed, "chaos:mix");
  const perCall: TraceEntry[][] = new Array(calls);
  const call: ChaosCaller =
    options.call ?? ((callId, tool, args) => runTraced(layer, callId, tool, args).then(({ entry }) => [entry]));
  let done = 0;
  let lastAnswer = start;
  const startCall = (index: number) => {
    const { tool, args } = pickChaosCall(random());
    const traced = withTimers(clock, () => call(callIdOf(index + 1, "chaos"), tool, args));
    void traced.then((rows) => {
      perCall[index] = rows;
      lastAnswer = clock.now();
      done++;
      onProgress?.(done, calls);
    });
  };
  // A timer per batch of a few calls, not per group: each batch is its own task, so starting
  // a group never holds the page for long, even when the machine is busy.
  for (let first = 0; first < calls; first += START_BATCH) {
    clock.setTimeout(
      () => {
        for (let index = first; index < Math.min(calls, first + START_BATCH); index++) startCall(index);
      },
      Math.floor(first / groupSize),
    );
  }
  await clock.run(macrotask);
  if (done !== calls) throw new Error(`the chaos run stalled: ${calls - done} calls never settled`);
  return { entries: perCall.flat(), virtualMs: lastAnswer - start, wallMs: performance.now() - wallStart };
}

/**
 * Layer options for a chaos run on `clock`. The pool gets one connection per call so that
 * only the injected fault exhausts it: otherwise every concurrent database call would queue
 * behind two connections and the run would measure the pool size instead of the plan.
 * SQLite's own work is held (no virtual time passes while the worker answers), so the
 * simulated 2–7 ms round trip is a database call's whole cost.
 */
export function chaosLayerOptions(settings: ChaosLayerSettings, clock: VirtualClock, executor: SqlExecutor) {
  const { p, seed, timeoutMs, calls, outage } = settings;
  const sqlExecutor: SqlExecutor = {
    query: (request, signal) => clock.hold(executor.query(request, signal)),
    close: () => {}, // the executor belongs to the sandbox, not to the run
  };
  return { faults: chaosPlan(p, outage), seed, timeoutMs, poolSize: Math.max(2, calls), now: clock.now, sqlExecutor };
}

/** What a chaos layer is built from. */
export interface ChaosLayerSettings {
  p: number;
  seed: number;
  timeoutMs: number;
  calls: number;
  /** Weather down for the whole run (see {@link chaosPlan}). */
  outage?: boolean;
}
