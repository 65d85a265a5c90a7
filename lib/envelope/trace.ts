/**
 * The trace: one entry per tool call, built from the envelope and its report. Because
 * every outcome has the same fields, every entry has the same fields too.
 */
import { z } from "zod";
import { scrubAndCut } from "./describe-thrown";
import { type FailureCode, FailureCodeSchema } from "./failure-code";
import { redactArgs } from "./redact-args";
import { type RetryHint, RetryHintSchema } from "./retry-hint";
import type { RunWithReport } from "./run-report";
import { STEP_IDS, type StepId } from "./steps";
import { TOOL_STATUSES, type ToolStatus } from "./tool-result";

/**
 * The trace's step for a call that a student's own layer decided (the sandbox's "my layer"):
 * its envelope is real, but which of its lines decided it is not known.
 */
export const OWN_LAYER_STEP = "your-layer";

/** The step that decided a traced call: one of the lesson layer's, or the student's layer. */
export type TraceStep = StepId | typeof OWN_LAYER_STEP;

/** One recorded tool call. `error` is null exactly when `status` is ok. */
export interface TraceEntry {
  /**
   * The call's id. A model that asks for several calls at once gets their results back tied
   * to these ids (tool_use_id, tool_call_id), and the trace keeps them to match the two up.
   */
  callId: string;
  /** When the call began (the layer's clock; epoch ms by default). */
  time: number;
  tool: string;
  /**
   * The arguments as the orchestrator sent them, before validation, except that the values
   * of fields the tool declares sensitive are replaced by "[redacted]" (redact-args.ts).
   */
  args: unknown;
  status: ToolStatus;
  durationMs: number;
  /** The failure's text for people, secrets scrubbed and cut (describe-thrown.ts); null when ok. */
  error: string | null;
  /** The failure's code, when the layer gave one (failure-code.ts): what the model was told. */
  code?: FailureCode;
  /** The step of the tools layer that decided the outcome, or OWN_LAYER_STEP. */
  step: TraceStep;
  /** The failure's retry hint, when the tool gave one (retry-hint.ts). */
  retry?: RetryHint;
  /** Which attempt of its call this was (1-based), when a retry loop made it (retry.ts). */
  attempt?: number;
}

/** Run-time check for trace entries that cross a boundary (storage, postMessage). */
export const TraceEntrySchema = z.object({
  callId: z.string().min(1),
  time: z.number(),
  tool: z.string(),
  args: z.unknown(),
  status: z.enum(TOOL_STATUSES),
  durationMs: z.number().min(0),
  error: z.string().min(1).nullable(),
  step: z.enum([...STEP_IDS, OWN_LAYER_STEP]),
  code: FailureCodeSchema.optional(),
  retry: RetryHintSchema.optional(),
  attempt: z.number().int().min(1).optional(),
});

/** An id for the `n`th call (1-based) of a run: `call_0007`, or with another prefix, `chaos_0007`. */
export function callIdOf(n: number, prefix = "call"): string {
  return `${prefix}_${String(n).padStart(4, "0")}`;
}

/** The trace entry for one call, from its id, the arguments sent and what runWithReport gave back. */
export function toTraceEntry(callId: string, args: unknown, { result, report }: RunWithReport): TraceEntry {
  return {
    callId,
    time: report.startedAt,
    tool: result.tool,
    args: redactArgs(result.tool, args),
    status: result.status,
    durationMs: report.durationMs,
    // Scrubbed and cut again here for layers other than the lesson's (a student's in the
    // sandbox), whose error can be of any length.
    error: result.status === "ok" ? null : scrubAndCut(result.error),
    step: report.step,
    ...(result.status !== "ok" && result.code ? { code: result.code } : {}),
    ...(result.status !== "ok" && "retry" in result && result.retry ? { retry: result.retry } : {}),
  };
}

/** Anything with runWithReport: the envelope layer, or a test double. */
export interface ReportingLayer {
  runWithReport(tool: string, rawArgs: unknown): Promise<RunWithReport>;
}

/** Runs one call and returns its envelope together with its trace entry. */
export async function runTraced(layer: ReportingLayer, callId: string, tool: string, args: unknown) {
  const run = await layer.runWithReport(tool, args);
  return { ...run, entry: toTraceEntry(callId, args, run) };
}

/** One line for a log view: `12:00:01.250 call_0001 weather timeout/deadline 2000 ms [timeout] no answer…` (UTC). */
export function formatTraceEntry(entry: TraceEntry): string {
  const clock = Number.isFinite(entry.time) ? new Date(entry.time).toISOString().slice(11, 23) : "--:--:--.---";
  const parts = [
    clock,
    entry.callId,
    entry.tool,
    entry.code === undefined ? entry.status : `${entry.status}/${entry.code}`,
    `${Math.round(entry.durationMs)} ms`,
    `[${entry.step}]`,
  ];
  if (entry.attempt !== undefined) parts.splice(2, 0, `#${entry.attempt}`);
  const line = entry.error === null ? parts.join(" ") : `${parts.join(" ")} ${entry.error}`;
  if (entry.retry === undefined) return line;
  const after = entry.retry.afterMs === undefined ? "" : ` after ${entry.retry.afterMs} ms`;
  return `${line} (retry: ${entry.retry.retryable ? `yes${after}` : "no"})`;
}
