import { TOOL_STATUSES, type ToolStatus } from "@/lib/envelope/tool-result";
import type { TraceEntry } from "@/lib/envelope/trace";

/**
 * What the screen reader hears when a chaos run ends. A plain count, not summarizeCalls:
 * no sorting of 10,000 latencies in the task that finishes the run.
 */
export function chaosAnnouncement(entries: readonly TraceEntry[], virtualMs: number): string {
  const counts = Object.fromEntries(TOOL_STATUSES.map((status) => [status, 0])) as Record<ToolStatus, number>;
  for (const entry of entries) counts[entry.status]++;
  const parts = TOOL_STATUSES.map((status) => `${status} ${counts[status]}`).join(", ");
  return `Chaos run finished: ${entries.length} calls over ${Math.round(virtualMs)} ms of virtual time. ${parts}.`;
}
