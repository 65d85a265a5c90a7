/**
 * The dashboard as data: for each activity its figures, tables and charts, and the
 * passbacks still waiting or given up, and the gradebook (learners × activities). The
 * page renders this and the CSV route
 * serialises its tables, so what is downloaded is exactly what is shown.
 */
import { detailPanels, plural } from "./activity-panels";
import { type ActivitySummary, summarizeActivity } from "./activity-summary";
import { type ClassAttempt, type ClassResults, learnerLabel, type ResultsScope } from "./class-results";
import type { DashboardTable, LessonContent, Panel } from "./dashboard-parts";
import { buildGradebook, formatMinutes, formatMoment } from "./gradebook";
import { type PracticeSample, type PracticeView, practiceViews } from "./practice-figures";
import { formatShare } from "./share";

export type { BarChart, Cell, DashboardTable, LessonContent, Panel } from "./dashboard-parts";

export type ActivityView = {
  id: string;
  slug: string;
  widget: ClassAttempt["widget"];
  heading: string;
  summary: ActivitySummary;
  /** Attempts whose stored answers or verdicts could not be read for the detailed tables. */
  unreadable: number;
  panels: Panel[];
  /** Tables offered as CSV only (one row per response is too long to show). */
  downloads: DashboardTable[];
};

export type Dashboard = {
  scope: ResultsScope;
  overview: DashboardTable;
  /** One row per learner: per activity, best and last score, attempts, first and latest date, minutes spent. */
  gradebook: DashboardTable;
  activities: ActivityView[];
  /** Per lesson with practice answers: mastery per concept and the concepts missed most (ungraded). */
  practice: PracticeView[];
  passbacks: DashboardTable;
  /** How many of the passbacks the tool gave up on (an instructor can send them again). */
  failedPassbacks: number;
};

/** Table ids are slugs: they name the CSV file and the route, so nothing else may be in them. */
export const TABLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the practice figures need beyond the answers: a missed item drawn again, and the moment mastery is read at. */
export type PracticeLookups = { sample: (slug: string, concept: string) => PracticeSample | null; now: Date };

/** Builds the dashboard from `results`; `content(slug)` is the lesson's material, or null if it is gone. */
export function buildDashboard(
  results: ClassResults,
  content: (slug: string) => LessonContent | null,
  practice: PracticeLookups = { sample: () => null, now: new Date() },
): Dashboard {
  const groups = new Map<string, { first: ClassAttempt; all: ClassAttempt[] }>();
  for (const a of results.attempts) {
    const id = `${a.slug}-${a.widget}`;
    const group = groups.get(id);
    if (group) group.all.push(a);
    else groups.set(id, { first: a, all: [a] });
  }
  const activities = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, { first, all }]) => activityView(id, first, all, content(first.slug), results.scope.kind === "context"));
  const label = (a: { learnerId: number; learnerName: string | null }) =>
    learnerLabel(a.learnerId, results.scope.kind === "context" ? a.learnerName : null);
  return {
    scope: results.scope,
    overview: {
      id: "overview",
      caption: "Every activity at a glance",
      columns: [
        "Activity",
        "Attempts",
        "Learners",
        "Learners passed",
        "Pass rate",
        "First attempt average",
        "Best attempt average",
      ],
      rows: activities.map((v) => [
        v.heading,
        v.summary.attempts,
        v.summary.learners,
        v.summary.passedLearners,
        formatShare(v.summary.passRate),
        formatShare(v.summary.firstAverage),
        formatShare(v.summary.bestAverage),
      ]),
    },
    gradebook: gradebookTable(
      activities,
      results.attempts.map((a) => ({ ...a, activity: `${a.slug}-${a.widget}`, learner: label(a) })),
    ),
    activities,
    practice: practiceViews(results.practice, (slug) => content(slug)?.title ?? slug, practice.sample, practice.now),
    passbacks: {
      id: "passbacks",
      caption: "Scores not yet in the gradebook",
      columns: ["Learner", "Activity", "Status", "Tries", "Next try", "Last error"],
      rows: results.passbacks.map((p) => [
        label(p),
        `${content(p.slug)?.title ?? p.slug}: ${p.widget}`,
        p.status === "failed" ? "failed (given up)" : "pending",
        p.tries,
        p.status === "failed" ? "—" : p.nextTryAt.toISOString(),
        p.lastError ?? "—",
      ]),
    },
    failedPassbacks: results.passbacks.filter((p) => p.status === "failed").length,
  };
}

function activityView(
  id: string,
  { slug, widget }: ClassAttempt,
  attempts: ClassAttempt[],
  lesson: LessonContent | null,
  named: boolean,
): ActivityView {
  const summary = summarizeActivity(attempts);
  const scores: Panel = {
    table: {
      id: `${id}-scores`,
      caption: "Learners by best score",
      columns: ["Best score", "Learners"],
      rows: summary.distribution.map((b) => [b.label, b.learners]),
    },
    chart: {
      title: "Learners by best score",
      max: Math.max(1, ...summary.distribution.map((b) => b.learners)),
      bars: summary.distribution.map((b) => ({
        label: b.label,
        value: b.learners,
        text: plural(b.learners, "learner"),
      })),
    },
    note: null,
  };
  const detail = lesson
    ? detailPanels(id, widget, attempts, lesson, named)
    : { panels: [], downloads: [], unreadable: 0 };
  return {
    id,
    slug,
    widget,
    heading: `${lesson?.title ?? slug}: ${widget}`,
    summary,
    unreadable: detail.unreadable,
    panels: [scores, ...detail.panels],
    downloads: detail.downloads,
  };
}

const GRADEBOOK_FIGURES = ["best", "last", "attempts", "first (UTC)", "latest (UTC)", "time spent (min)"];

/** The gradebook as a table: a learner per row, six columns per activity; "—" where a learner made no attempt. */
function gradebookTable(
  activities: readonly ActivityView[],
  attempts: Parameters<typeof buildGradebook>[0],
): DashboardTable {
  return {
    id: "gradebook",
    caption: "Gradebook: each learner's best and last score, attempts, dates and time spent per activity",
    columns: ["Learner", ...activities.flatMap((a) => GRADEBOOK_FIGURES.map((figure) => `${a.heading}: ${figure}`))],
    rows: buildGradebook(attempts).map((row) => [
      row.learner,
      ...activities.flatMap((a) => {
        const cell = row.cells[a.id];
        if (!cell) return ["—", "—", 0, "—", "—", "—"];
        return [
          formatShare(cell.best),
          formatShare(cell.last),
          cell.attempts,
          formatMoment(cell.first),
          formatMoment(cell.latest),
          formatMinutes(cell.timeSpent),
        ];
      }),
    ]),
  };
}

/** Every table of the dashboard, overview first, for the CSV route. */
export function dashboardTables(dashboard: Dashboard): DashboardTable[] {
  return [
    dashboard.overview,
    dashboard.gradebook,
    ...dashboard.activities.flatMap((a) => [...a.panels.map((p) => p.table), ...a.downloads]),
    ...dashboard.practice.flatMap((view) => view.panels.map((p) => p.table)),
    dashboard.passbacks,
  ];
}
