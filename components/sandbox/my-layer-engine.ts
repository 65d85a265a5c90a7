/**
 * The sandbox's "my layer" engine: one call through the student's kata layer, which runs in
 * a worker (components/kata/layer-worker-entry.ts) while its tools run here, built exactly as
 * the lesson's layer gets them (faults, seed, pool, the SQL worker). Loaded with import() only
 * when that mode is chosen, so neither the worker nor its protocol is in the live sandbox's chunk.
 */

import { answerReply } from "@/lib/envelope/answer-reply";
import { buildTools } from "@/lib/envelope/build-tools";
import { isTimeoutSignal, ToolTimeoutError } from "@/lib/envelope/deadline";
import { describeThrown } from "@/lib/envelope/describe-thrown";
import { fallbackReply } from "@/lib/envelope/fallback";
import type { SqlWorkerExecutor } from "@/lib/envelope/tools/worker-executor";
import type { Tool } from "@/lib/envelope/tools-layer";
import { OWN_LAYER_STEP, type TraceEntry } from "@/lib/envelope/trace";
import { ANSWER_GRACE_MS, FromLayerSchema, type ToolAnswer } from "@/lib/kata/ui/layer-protocol";
import { type MyLayerOutcome, toMyLayerOutcome } from "@/lib/kata/ui/my-layer-outcome";
import type { WatchdogGrader } from "@/lib/kata/ui/watchdog-grader";
import type { SandboxState } from "@/lib/sandbox/sandbox-state";
import { createLayerRunner } from "../kata/layer-worker";
import { readyFor, runRaising } from "./engine";
import type { KataOutcome } from "./result-panel";

let runner: WatchdogGrader | undefined;

/** Loads the worker now (the student chose "my layer"), so the first Run does not wait for it. */
export function warmMyLayer(): void {
  runner ??= createLayerRunner();
  runner.warm();
}

/** What a tool's settlement looks like to the worker; an abort keeps the layer's own reason there. */
async function answerOf(tool: Tool, args: unknown, signal: AbortSignal): Promise<ToolAnswer> {
  try {
    return { reason: "value", ok: true, value: (await tool.run(args, { signal })) ?? null };
  } catch (thrown) {
    if (signal.aborted && thrown === signal.reason) return { reason: "abort", ok: false };
    if (isTimeoutSignal(thrown)) return { reason: "timeout", ok: false, message: describeThrown(thrown) };
    const name = thrown instanceof Error ? thrown.name : "";
    return { reason: "error", ok: false, name, message: describeThrown(thrown) };
  }
}

/**
 * Runs `args` through the student's `source` with the sandbox's tools. Resolves with the
 * envelope or a problem in words, and the time from the call's start to its answer.
 */
export async function runMyLayerCall(
  state: SandboxState,
  args: unknown,
  source: string,
  sql: SqlWorkerExecutor,
  ready: () => Promise<void>,
): Promise<{ outcome: MyLayerOutcome; startedAt: number; durationMs: number }> {
  await ready();
  runner ??= createLayerRunner();
  const { tools, dispose } = buildTools({
    faults: state.faults,
    seed: state.seed,
    poolWait: state.poolWait,
    sqlExecutor: sql,
  });
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const calls = new Map<number, AbortController>();
  const waitedMs = state.timeoutMs + ANSWER_GRACE_MS;
  let startedAt = performance.timeOrigin + performance.now();
  try {
    const outcome = await runner.run(
      { type: "call", source, timeoutMs: state.timeoutMs, tool: state.tool, args: JSON.stringify(args ?? null) },
      {
        converse: (data, reply) => {
          const message = FromLayerSchema.safeParse(data);
          if (!message.success) return false;
          const said = message.data;
          if (said.type === "started") {
            // The clock starts once the code has loaded: loading is not the call, as for SQLite.
            startedAt = performance.timeOrigin + performance.now();
            return true;
          }
          if (said.type === "tool-abort") {
            calls.get(said.id)?.abort(new ToolTimeoutError("the layer aborted the call"));
            return true;
          }
          if (said.type !== "tool-run") return false;
          const tool = byName.get(said.tool);
          const controller = new AbortController();
          calls.set(said.id, controller);
          const answer: Promise<ToolAnswer> = tool
            ? answerOf(tool, said.args, controller.signal)
            : Promise.resolve({ reason: "error", ok: false, name: "Error", message: `no tool named ${said.tool}` });
          void answer.then((settled) => reply({ type: "tool-settled", id: said.id, answer: settled }));
          return true;
        },
      },
    );
    const durationMs = performance.timeOrigin + performance.now() - startedAt;
    return { outcome: toMyLayerOutcome(outcome, waitedMs), startedAt, durationMs };
  } finally {
    for (const controller of calls.values()) controller.abort(new ToolTimeoutError("the sandbox ended the call"));
    dispose();
  }
}

/** A "my layer" run as the live sandbox shows it: the result and its trace row, or a problem in words. */
export async function runMyLayerSandboxCall(
  callId: string,
  state: SandboxState,
  args: unknown,
  source: string,
  compare: boolean,
  sql: SqlWorkerExecutor,
): Promise<{ kind: "envelope"; outcome: KataOutcome; entry: TraceEntry } | { kind: "problem"; message: string }> {
  const [mine, raising] = await Promise.all([
    runMyLayerCall(state, args, source, sql, () => readyFor(state.tool, sql)),
    compare ? runRaising(state, args, sql) : Promise.resolve(undefined),
  ]);
  if (mine.outcome.kind === "problem") return { kind: "problem", message: mine.outcome.message };
  const { result } = mine.outcome;
  const entry: TraceEntry = {
    callId,
    time: mine.startedAt,
    tool: result.tool,
    args,
    status: result.status,
    durationMs: mine.durationMs,
    error: result.status === "ok" ? null : result.error,
    step: OWN_LAYER_STEP,
  };
  // The fallback on failure, as for the lesson's layer; on ok the agent answers from the output.
  const reply = result.status === "ok" ? answerReply(result) : (fallbackReply(result) ?? "");
  return {
    kind: "envelope",
    outcome: { kind: "kata", callId, result, durationMs: mine.durationMs, reply, raising },
    entry,
  };
}
