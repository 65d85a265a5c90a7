import type { SqlWorkerStatus } from "@/lib/envelope/tools/worker-executor";

const SAYS: Record<SqlWorkerStatus, string> = {
  idle: "",
  loading: "Loading SQLite… (your call's deadline starts once it is ready)",
  ready: "SQLite is ready in its own worker.",
  failed: "SQLite could not be loaded; the next database call tries again.",
};

/**
 * Says that single calls run on real time, and where SQLite's loading stands. The
 * placeholder renders it too, and every message is laid in the same grid cell (all but
 * one invisible), so the line is as tall as the longest message from the start: neither
 * the swap to the live sandbox nor SQLite finishing its load moves the controls below,
 * which a student (or a test) may be about to click.
 */
export function SqlStatus({ status }: { status: SqlWorkerStatus }) {
  return (
    <p className="text-sm text-muted" data-testid="sql-status" data-sql={status}>
      Single calls run in real time: the deadline is a real timer, and a query past it stops its worker.{" "}
      <span className="grid">
        <span role="status" className="[grid-area:1/1]">
          {SAYS[status]}
        </span>
        {Object.values(SAYS).map((text) => (
          <span key={text} aria-hidden="true" className="invisible [grid-area:1/1]">
            {text}
          </span>
        ))}
      </span>
    </p>
  );
}
