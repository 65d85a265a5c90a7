/**
 * Numbers for the sandbox's small bar chart: calls per status and per tool, with a
 * sentence that says the same thing for people who cannot see the bars.
 */
import type { Metrics, ToolStatus } from "@/lib/envelope";
import { TOOL_STATUSES } from "@/lib/envelope";

export interface Bar {
  label: string;
  count: number;
  /** Bar length as a share of the largest bar in its group, 0 to 1. */
  share: number;
}

export interface ChartData {
  byStatus: Bar[];
  byTool: Bar[];
  /** A text alternative for the whole chart. */
  summary: string;
}

const bars = (entries: [string, number][]): Bar[] => {
  const max = Math.max(1, ...entries.map(([, count]) => count));
  return entries.map(([label, count]) => ({ label, count, share: count / max }));
};

/** Bars for every status (zeros included, so the chart's shape is stable) and every tool seen. */
export function chartData(metrics: Metrics): ChartData {
  const byStatus = bars(TOOL_STATUSES.map((status: ToolStatus) => [status, metrics.byStatus[status].count]));
  const byTool = bars(
    Object.entries(metrics.byTool)
      .map(([tool, stats]): [string, number] => [tool, stats.calls])
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  );
  const list = (group: Bar[]) => group.map((bar) => `${bar.label} ${bar.count}`).join(", ");
  const calls = metrics.calls === 1 ? "1 call" : `${metrics.calls} calls`;
  const summary =
    metrics.calls === 0 ? "No calls yet." : `${calls}. By status: ${list(byStatus)}. By tool: ${list(byTool)}.`;
  return { byStatus, byTool, summary };
}
