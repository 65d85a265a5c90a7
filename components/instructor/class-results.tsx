import type { Dashboard } from "@/lib/instructor/dashboard-model";
import type { DateRange } from "@/lib/instructor/date-range";
import { ActivitySection, PracticeSection } from "./activity-section";
import { DataTable } from "./data-table";
import { DateFilter } from "./date-filter";

/** The whole dashboard: whose results, the dates, every activity at a glance, the gradebook, each activity, then unsettled passbacks. */
export function ClassResults({
  dashboard,
  csvHref,
  retryHref,
  retried,
  dates,
  children,
}: {
  dashboard: Dashboard;
  /** The date filter's state (components/instructor/date-filter.tsx). */
  dates: { range: DateRange; error: string | null; carried: [string, string][] };
  csvHref: (tableId: string) => string;
  /** Where the "send again" form posts (lib/instructor/handle-retry-passbacks.ts). */
  retryHref: string;
  /** How many scores the last "send again" requeued, when the page follows one. */
  retried: number | null;
  /** What the page adds under the introduction: the classes made with a class code, what to do while empty. */
  children?: React.ReactNode;
}) {
  const { scope } = dashboard;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" data-class-results>
      <p className="text-sm font-medium text-muted">Instructor dashboard</p>
      <h1 className="text-3xl font-bold">
        Class results{scope.kind === "context" ? `: ${scope.title ?? scope.contextId}` : ", every course"}
      </h1>
      <p className="mt-2">
        {scope.kind === "context"
          ? "Graded attempts in this course or class. Learners are named as your course platform names them, or by the name they gave when they joined the class."
          : "Graded attempts from every course together, opened with the instructor key: no learner is named here."}{" "}
        A learner counts once per activity, at their best attempt.
      </p>
      <DateFilter {...dates} />
      {children}
      <section aria-labelledby="overview" className="mt-8">
        <h2 id="overview" className="text-2xl font-bold">
          Overview
        </h2>
        <div className="mt-3">
          <DataTable table={dashboard.overview} csvHref={csvHref(dashboard.overview.id)} />
        </div>
      </section>
      <section aria-labelledby="gradebook" className="mt-10">
        <h2 id="gradebook" className="text-2xl font-bold">
          Gradebook
        </h2>
        <p className="mt-2">
          One row per learner: for each activity, the best and the last score, how many attempts, and when the first and
          the latest were graded. Time spent is not shown: the tool records when an attempt is graded, not when it
          began.
        </p>
        <div className="mt-3">
          <DataTable table={dashboard.gradebook} csvHref={csvHref(dashboard.gradebook.id)} />
        </div>
      </section>
      {dashboard.activities.map((view) => (
        <ActivitySection key={view.id} view={view} csvHref={csvHref} />
      ))}
      {dashboard.practice.map((view) => (
        <PracticeSection key={view.id} view={view} csvHref={csvHref} />
      ))}
      <section aria-labelledby="passbacks" className="mt-10">
        <h2 id="passbacks" className="text-2xl font-bold">
          Scores not yet in the gradebook
        </h2>
        <p className="mt-2">
          Scores still being retried, and scores the tool gave up on after trying for three days: these have not reached
          your gradebook.
        </p>
        {retried !== null && (
          <p role="status" className="mt-2 font-medium">
            {retried === 1 ? "1 score was" : `${retried} scores were`} queued to be sent again.
          </p>
        )}
        {dashboard.failedPassbacks > 0 && (
          <form method="post" action={retryHref} className="mt-3">
            <button
              type="submit"
              className="rounded border border-current px-3 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              Retry sending{" "}
              {dashboard.failedPassbacks === 1 ? "the failed score" : `the ${dashboard.failedPassbacks} failed scores`}
            </button>
          </form>
        )}
        <div className="mt-3">
          <DataTable table={dashboard.passbacks} csvHref={csvHref(dashboard.passbacks.id)} />
        </div>
      </section>
    </div>
  );
}
