/**
 * The chaos run: many calls of a seeded mix through one layer with a flaky plan, to see
 * the statuses as rates instead of single events. Framework-free; the sandbox passes a
 * layer and a progress callback, the Chromium bench drives the same code.
 */
import type { FaultPlan } from "@/lib/envelope";
import { seededStream } from "@/lib/envelope/prng";
import { type ReportingLayer, runTraced, type TraceEntry } from "@/lib/envelope/trace";

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

/** The flaky plan: each tool fails its own way with probability `p` on each call. */
export function chaosPlan(p: number): FaultPlan {
  return {
    calculator: { kind: "flaky", p, fault: { kind: "throw", message: "calculator worker crashed" } },
    weather: { kind: "flaky", p, fault: { kind: "hang" } },
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

type Yield = () => Promise<void>;

/** Lets the page handle input and paint between slices of work. */
export const yieldToPage: Yield = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

export interface ChaosOptions {
  layer: ReportingLayer;
  calls: number;
  seed: number;
  /** Called as calls settle: how many have, out of how many. */
  onProgress?: (done: number, total: number) => void;
  /** How many calls to start before yielding to the page. */
  sliceSize?: number;
  yieldBetweenSlices?: Yield;
  now?: () => number;
}

/**
 * Starts `calls` calls in slices (yielding between slices so input stays responsive),
 * lets them run concurrently, and resolves with every trace entry in call order and the
 * wall time. Concurrency is the point: a hung call only costs its deadline once.
 */
export async function runChaos(options: ChaosOptions): Promise<{ entries: TraceEntry[]; wallMs: number }> {
  const { layer, calls, seed, onProgress, sliceSize = 250, yieldBetweenSlices = yieldToPage } = options;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const random = seededStream(seed, "chaos:mix");
  const pending: Promise<TraceEntry>[] = [];
  let done = 0;
  for (let i = 0; i < calls; i++) {
    const { tool, args } = pickChaosCall(random());
    pending.push(
      runTraced(layer, tool, args).then(({ entry }) => {
        done++;
        onProgress?.(done, calls);
        return entry;
      }),
    );
    if ((i + 1) % sliceSize === 0 && i + 1 < calls) await yieldBetweenSlices();
  }
  const entries = await Promise.all(pending);
  return { entries, wallMs: now() - started };
}

/**
 * Layer options for a chaos run. The pool gets one connection per call so that only the
 * injected fault exhausts it: otherwise every concurrent database call would queue behind
 * two connections and the run would measure the pool size instead of the plan.
 */
export function chaosLayerOptions(p: number, seed: number, timeoutMs: number, calls: number) {
  return { faults: chaosPlan(p), seed, timeoutMs, poolSize: Math.max(2, calls) };
}
