import { describePool, describeWork, describeWorkers, type WorkView, workWorthShowing } from "@/lib/sandbox/work-view";

/**
 * "After the deadline": what the last Run's work went on doing once the caller stopped
 * waiting. It updates as abandoned work ends, so a held connection is seen to come back.
 */
export function WorkPanel({ id, view }: { id: string; view: WorkView | null }) {
  if (view === null || !workWorthShowing(view)) return null;
  const lines = view.calls.map(describeWork).filter((line): line is string => line !== null);
  const workers = describeWorkers(view.workersReplaced);
  const database = view.calls.some((call) => call.tool === "database");
  const stillWorking = view.calls.some((call) => call.record !== null && call.record.endedAt === null);
  return (
    <section
      aria-labelledby={`${id}-work-heading`}
      className="rounded-md border border-border p-3 text-sm"
      data-testid="after-deadline"
      data-working={stillWorking || undefined}
      data-pool-in-use={database ? view.pool.inUse : undefined}
    >
      <h3 id={`${id}-work-heading`} className="font-semibold">
        After the deadline
      </h3>
      <p className="mt-1 text-muted">
        A deadline ends the caller&apos;s wait. Whether the work stops too depends on the tool.
      </p>
      <ul className="mt-2 grid gap-1" aria-live="polite">
        {lines.map((line) => (
          <li key={line.slice(0, line.indexOf(":"))}>{line}</li>
        ))}
        {workers && <li data-testid="workers-replaced">{workers}</li>}
        {database && <li data-testid="pool-in-use">{describePool(view.pool)}</li>}
      </ul>
    </section>
  );
}
