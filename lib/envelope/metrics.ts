/**
 * Metrics from trace entries: counts and rates per status and per tool, and latency
 * percentiles. Pure, so a dashboard can recompute them from any slice of the trace.
 */

import { TOOL_STATUSES, type ToolStatus } from "./tool-result";
import type { TraceEntry } from "./trace";

/** How often one status occurred: its count and its share of the calls (0 when there are none). */
export interface StatusShare {
  count: number;
  rate: number;
}

/** Latency percentiles in ms (nearest-rank); null when there are no calls. */
export interface LatencySummary {
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

/** Counts, rates and latency for a group of calls. */
export interface CallStats {
  calls: number;
  byStatus: Record<ToolStatus, StatusShare>;
  latency: LatencySummary;
}

/** The whole picture: all calls, and the same numbers per tool. */
export interface Metrics extends CallStats {
  byTool: Record<string, CallStats>;
}

/** The fields metrics need from a trace entry; without `step`, every name counts as a tool. */
export type MeasuredCall = Pick<TraceEntry, "tool" | "status" | "durationMs"> & Partial<Pick<TraceEntry, "step">>;

/**
 * The label a call is counted under. A name the model invented is not a tool: counted under
 * its own name, every typo would open a new row (a new time series in a real metrics
 * system), so all calls to unknown tools share one label and the trace keeps the names.
 */
export const UNKNOWN_TOOL_LABEL = "(unknown tool)";
export function metricLabel(call: MeasuredCall): string {
  return call.step === "unknown-tool" ? UNKNOWN_TOOL_LABEL : call.tool;
}

/** Summarises calls overall and per tool (unknown tools under one label). */
export function summarizeCalls(calls: readonly MeasuredCall[]): Metrics {
  const groups = new Map<string, MeasuredCall[]>();
  for (const call of calls) {
    const label = metricLabel(call);
    const group = groups.get(label);
    if (group) group.push(call);
    else groups.set(label, [call]);
  }
  // fromEntries defines own properties, so even a tool named "__proto__" gets its row.
  const byTool = Object.fromEntries([...groups].map(([tool, group]) => [tool, statsOf(group)]));
  return { ...statsOf(calls), byTool };
}

function statsOf(calls: readonly MeasuredCall[]): CallStats {
  const byStatus = Object.fromEntries(TOOL_STATUSES.map((status) => [status, { count: 0, rate: 0 }])) as Record<
    ToolStatus,
    StatusShare
  >;
  for (const call of calls) byStatus[call.status].count++;
  for (const share of Object.values(byStatus)) share.rate = calls.length === 0 ? 0 : share.count / calls.length;
  const durations = calls.map((call) => call.durationMs).sort((a, b) => a - b);
  const latency = { p50: percentile(durations, 50), p95: percentile(durations, 95), p99: percentile(durations, 99) };
  return { calls: calls.length, byStatus, latency };
}

/** Nearest-rank percentile of ascending `sorted` values; null for an empty list. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}
