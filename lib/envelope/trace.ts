/**
 * The trace: one entry per tool call, built from the envelope and its report. Because
 * every outcome has the same fields, every entry has the same fields too.
 */
import { z } from "zod";
import type { RunWithReport } from "./run-report";
import { STEP_IDS, type StepId } from "./steps";
import { TOOL_STATUSES, type ToolStatus } from "./tool-result";

/** One recorded tool call. `error` is null exactly when `status` is ok. */
export interface TraceEntry {
  /** When the call began (the layer's clock; epoch ms by default). */
  time: number;
  tool: string;
  /** The arguments as the orchestrator sent them, before validation. */
  args: unknown;
  status: ToolStatus;
  durationMs: number;
  error: string | null;
  /** The step of the tools layer that decided the outcome. */
  step: StepId;
}

/** Run-time check for trace entries that cross a boundary (storage, postMessage). */
export const TraceEntrySchema = z.object({
  time: z.number(),
  tool: z.string(),
  args: z.unknown(),
  status: z.enum(TOOL_STATUSES),
  durationMs: z.number().min(0),
  error: z.string().min(1).nullable(),
  step: z.enum(STEP_IDS),
});

/** The trace entry for one call, from the arguments sent and what runWithReport gave back. */
export function toTraceEntry(args: unknown, { result, report }: RunWithReport): TraceEntry {
  return {
    time: report.startedAt,
    tool: result.tool,
    args,
    status: result.status,
    durationMs: report.durationMs,
    error: result.status === "ok" ? null : result.error,
    step: report.step,
  };
}

/** Anything with runWithReport: the envelope layer, or a test double. */
export interface ReportingLayer {
  runWithReport(tool: string, rawArgs: unknown): Promise<RunWithReport>;
}

/** Runs one call and returns its envelope together with its trace entry. */
export async function runTraced(layer: ReportingLayer, tool: string, args: unknown) {
  const run = await layer.runWithReport(tool, args);
  return { ...run, entry: toTraceEntry(args, run) };
}

/** One line for a log view: `12:00:01.250 weather timeout 2000 ms [timeout] no answer…` (UTC). */
export function formatTraceEntry(entry: TraceEntry): string {
  const clock = Number.isFinite(entry.time) ? new Date(entry.time).toISOString().slice(11, 23) : "--:--:--.---";
  const parts = [clock, entry.tool, entry.status, `${Math.round(entry.durationMs)} ms`, `[${entry.step}]`];
  return entry.error === null ? parts.join(" ") : `${parts.join(" ")} ${entry.error}`;
}
