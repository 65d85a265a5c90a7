import type { ReactNode } from "react";
import type { Metrics } from "@/lib/envelope/metrics";
import { describeRetryHint as retryText } from "@/lib/envelope/retry-hint";
import type { TraceEntry } from "@/lib/envelope/trace";
import type { ChartData } from "@/lib/sandbox/chart-data";
import { StatusBadge } from "./status-badge";
import { StatusChart } from "./status-chart";

const SHOWN_ROWS = 50;

export interface TracePanelProps {
  id: string;
  entries: readonly TraceEntry[];
  metrics: Metrics | null;
  chart: ChartData | null;
  onClear?: () => void;
  onExport?: () => void;
}

const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);

/**
 * The trace's columns, each a name and how a call fills it. The name is also each cell's
 * data-label, which a phone shows beside the value when the rows stack (app/globals.css).
 */
const COLUMNS: readonly (readonly [string, (entry: TraceEntry) => ReactNode])[] = [
  [
    "call id",
    (entry) => (
      <span className="font-mono">
        {entry.callId}
        {entry.attempt !== undefined && <span className="text-muted"> #{entry.attempt}</span>}
      </span>
    ),
  ],
  ["tool", (entry) => <span className="font-mono">{entry.tool}</span>],
  [
    "status",
    (entry) => (
      <span>
        <StatusBadge status={entry.status} />
        {entry.code && <span className="ml-1 font-mono text-muted">{entry.code}</span>}
      </span>
    ),
  ],
  ["step", (entry) => <span className="font-mono">{entry.step}</span>],
  ["duration", (entry) => ms(entry.durationMs)],
  [
    "error",
    (entry) => (
      <span className="break-words">
        {entry.error ?? "–"}
        {entry.retry && <span className="text-muted"> ({retryText(entry.retry)})</span>}
      </span>
    ),
  ],
];

/** Every call as a row with the same columns, plus counts and latency over all of them. */
export function TracePanel({ id, entries, metrics, chart, onClear, onExport }: TracePanelProps) {
  const shown = entries.slice(-SHOWN_ROWS).reverse();
  return (
    <section
      aria-labelledby={`${id}-trace-heading`}
      className="rounded-md border border-border p-3"
      data-testid="trace"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${id}-trace-heading`} className="font-semibold">
          Trace and metrics
        </h3>
        <TraceButton empty={entries.length === 0} onClick={onClear}>
          Clear trace
        </TraceButton>
        <TraceButton empty={entries.length === 0} onClick={onExport}>
          Export JSON
        </TraceButton>
      </div>
      {entries.length === 0 || metrics === null || chart === null ? (
        <p className="mt-2 text-sm text-muted">No calls recorded yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm" data-testid="latency">
            {metrics.calls} {metrics.calls === 1 ? "call" : "calls"} · p50 {ms(metrics.latency.p50)} · p95{" "}
            {ms(metrics.latency.p95)}
          </p>
          <StatusChart data={chart} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
          <section className="mt-2 max-h-80 overflow-auto" tabIndex={0} aria-labelledby={`${id}-trace-caption`}>
            <table className="sandbox-table sandbox-trace">
              <caption id={`${id}-trace-caption`} className="text-left text-sm text-muted">
                {entries.length > SHOWN_ROWS
                  ? `The latest ${SHOWN_ROWS} of ${entries.length} calls, newest first (export for all).`
                  : "Every call, newest first."}
              </caption>
              <thead>
                <tr>
                  {COLUMNS.map(([name]) => (
                    <th key={name} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((entry, index) => {
                  const number = entries.length - index;
                  return (
                    <tr key={number}>
                      {COLUMNS.map(([name, cell]) => (
                        <td key={name} data-label={name}>
                          {cell(entry)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

/**
 * A trace button that has nothing to act on while the trace is empty. It says so with
 * aria-disabled instead of `disabled`: Clear trace empties the trace it was pressed on,
 * and a truly disabled button would drop the student's focus to the page body.
 */
function TraceButton({ empty, onClick, children }: { empty: boolean; onClick?: () => void; children: string }) {
  return (
    <button
      type="button"
      className="sandbox-button"
      aria-disabled={empty || undefined}
      onClick={empty ? undefined : onClick}
    >
      {children}
    </button>
  );
}
