/**
 * The sandbox's bridge to the engine, loaded only with the live sandbox (never in a
 * page's first load). sql.js's WebAssembly is fetched on the first database call.
 */
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { createRaisingToolsLayer, createToolsLayer, describeEscaped, explainStep, fallbackReply } from "@/lib/envelope";
import { runTraced, type TraceEntry } from "@/lib/envelope/trace";
import { chaosLayerOptions, runChaos } from "@/lib/sandbox/chaos";
import type { SandboxState } from "@/lib/sandbox/sandbox-state";
import type { ChaosSettings } from "./chaos-panel";
import type { Outcome, RaisingOutcome } from "./result-panel";

let sql: Promise<SqlJsStatic> | undefined;

/** Loads sql.js once per page; public/sql-wasm.wasm is copied there by scripts/copy-sql-wasm.mjs. */
export function loadSql(): Promise<SqlJsStatic> {
  if (sql === undefined) {
    // NOTE: the browser build asks for sql-wasm-browser.wasm, byte-identical to sql-wasm.wasm.
    sql = initSqlJs({ locateFile: () => "/sql-wasm.wasm" });
    sql.catch(() => {
      sql = undefined; // a failed download is retried by the next database call
    });
  }
  return sql;
}

function layerOptions(state: SandboxState) {
  return { timeoutMs: state.timeoutMs, faults: state.faults, seed: state.seed, poolWait: state.poolWait, loadSql };
}

async function runRaising(state: SandboxState, args: unknown): Promise<RaisingOutcome> {
  const layer = createRaisingToolsLayer(layerOptions(state));
  try {
    return { kind: "returned", output: await layer.run(state.tool, args) };
  } catch (thrown) {
    return { kind: "threw", ...describeEscaped(thrown) };
  } finally {
    layer.dispose();
  }
}

/**
 * Runs one call through a fresh layer built from `state` (so the same state replays the
 * same latencies and dice), and through the raising layer beside it when `compare` is on.
 */
export async function runSandboxCall(
  state: SandboxState,
  args: unknown,
  compare: boolean,
): Promise<{ outcome: Outcome; entry: TraceEntry }> {
  const layer = createToolsLayer(layerOptions(state));
  try {
    const [{ result, report, entry }, raising] = await Promise.all([
      runTraced(layer, state.tool, args),
      compare ? runRaising(state, args) : Promise.resolve(undefined),
    ]);
    const outcome: Outcome = {
      result,
      report,
      reply: fallbackReply(result),
      explanation: explainStep(report.step),
      raising,
    };
    return { outcome, entry };
  } finally {
    layer.dispose();
  }
}

/** A chaos run in this page: calls start in slices that yield to input, then run concurrently. */
export async function runChaosHere(
  seed: number,
  settings: ChaosSettings,
  onProgress: (done: number, total: number) => void,
) {
  const layer = createToolsLayer({
    ...chaosLayerOptions(settings.p, seed, settings.deadlineMs, settings.calls),
    loadSql,
  });
  try {
    await loadSql(); // compile the wasm before the clock starts, so the run measures the calls
    return await runChaos({ layer, calls: settings.calls, seed, onProgress });
  } finally {
    layer.dispose();
  }
}
