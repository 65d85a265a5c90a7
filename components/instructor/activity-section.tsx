import type { ActivityView, Panel } from "@/lib/instructor/dashboard-model";
import type { PracticeView } from "@/lib/instructor/practice-figures";
import { formatShare } from "@/lib/instructor/share";
import { BarChart } from "./bar-chart";
import { DataTable } from "./data-table";

/** One activity: its headline figures, then each panel as a chart beside its table. */
export function ActivitySection({ view, csvHref }: { view: ActivityView; csvHref: (tableId: string) => string }) {
  const { summary } = view;
  const headingId = `activity-${view.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-activity={view.id}>
      <h2 id={headingId} className="text-2xl font-bold">
        {view.heading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-summary>
        {[
          ["Attempts", String(summary.attempts)],
          ["Learners", String(summary.learners)],
          ["Learners passed", String(summary.passedLearners)],
          ["Pass rate", formatShare(summary.passRate)],
          ["First attempt average", formatShare(summary.firstAverage)],
          ["Best attempt average", formatShare(summary.bestAverage)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-xl font-semibold" data-figure={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {view.unreadable > 0 ? (
        <p className="mt-3" role="note">
          {view.unreadable} attempt{view.unreadable === 1 ? "" : "s"} could not be read for the detailed tables (stored
          by an older version of the tool); the figures above include them.
        </p>
      ) : null}
      <Panels panels={view.panels} of={view.heading} csvHref={csvHref} />
      {view.downloads.map((table) => (
        <p key={table.id} className="mt-4 text-sm">
          <a className="underline" href={csvHref(table.id)} download data-csv={table.id}>
            Download “{table.caption} ({view.heading})” as CSV
          </a>{" "}
          ({table.rows.length} {table.rows.length === 1 ? "row" : "rows"}: {table.columns.join(", ")})
        </p>
      ))}
    </section>
  );
}

/** Each panel as a chart beside its table, its note above. */
function Panels({ panels, of, csvHref }: { panels: Panel[]; of: string; csvHref: (tableId: string) => string }) {
  return panels.map((panel) => (
    <div key={panel.table.id} className="mt-6">
      {panel.note ? <p className="mb-3 text-sm">{panel.note}</p> : null}
      <div className={panel.chart ? "grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : undefined}>
        {panel.chart ? <BarChart id={panel.table.id} chart={panel.chart} /> : null}
        <DataTable table={panel.table} csvHref={csvHref(panel.table.id)} of={of} />
      </div>
    </div>
  ));
}

/** A lesson's practice: mastery per concept across the class, and the concepts missed most (ungraded). */
export function PracticeSection({ view, csvHref }: { view: PracticeView; csvHref: (tableId: string) => string }) {
  const headingId = `activity-${view.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-practice-figures={view.slug}>
      <h2 id={headingId} className="text-2xl font-bold">
        {view.heading}
      </h2>
      <p className="mt-2">
        Ungraded items drawn for each learner and keyed by the engine; counted from answers given under your course or
        class, never sent to a gradebook.
      </p>
      <Panels panels={view.panels} of={view.heading} csvHref={csvHref} />
    </section>
  );
}
