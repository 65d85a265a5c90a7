import type { SqlWorkerStatus } from "@/lib/envelope/tools/worker-executor";

const SAYS: Record<SqlWorkerStatus, string> = {
  idle: "",
  loading: "Loading SQLite… (your call's deadline starts once it is ready)",
  ready: "SQLite is ready in its own worker.",
  failed: "SQLite could not be loaded; the next database call tries again.",
};

/** Says that single calls run on real time, and where SQLite's loading stands. */
export function SqlStatus({ status }: { status: SqlWorkerStatus }) {
  return (
    <p className="text-sm text-muted" data-testid="sql-status" data-sql={status}>
      Single calls run in real time: the deadline is a real timer, and a query past it stops its worker.{" "}
      <span role="status">{SAYS[status]}</span>
    </p>
  );
}
