/**
 * The dashboard as data: for each activity its figures, tables and charts, and the
 * passbacks still waiting or given up. The page renders this and the CSV route
 * serialises its tables, so what is downloaded is exactly what is shown.
 */
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import { placeNames, STATUS_WORDING } from "@/lib/exercises/match/categories";
import type { MatchExercise } from "@/lib/exercises/match/schema";
import { POOL_ZONE_ID } from "@/lib/exercises/match/statuses";
import type { KataRuleId } from "@/lib/kata/verdict";
import { type ActivitySummary, summarizeActivity } from "./activity-summary";
import { checkpointDetails, kataDetails, matchDetails } from "./attempt-details";
import { summarizeCheckpointQuestions } from "./checkpoint-questions";
import { type ClassAttempt, type ClassResults, learnerLabel, type ResultsScope } from "./class-results";
import { kataRuleFailures } from "./kata-rules";
import { matchConfusion } from "./match-confusion";
import { formatShare, share } from "./share";

/** The authored material an activity's figures are read against. */
export type LessonContent = {
  title: string;
  checkpoint: Checkpoint | null;
  match: MatchExercise | null;
  kataRules: readonly { id: KataRuleId; title: string }[] | null;
};

export type Cell = string | number;
export type DashboardTable = { id: string; caption: string; columns: string[]; rows: Cell[][] };
/** Bars of a chart; `value` is drawn against `max`, `text` is what the bar says. */
export type BarChart = { title: string; max: number; bars: { label: string; value: number; text: string }[] };
export type Panel = { table: DashboardTable; chart: BarChart | null; note: string | null };

export type ActivityView = {
  id: string;
  slug: string;
  widget: ClassAttempt["widget"];
  heading: string;
  summary: ActivitySummary;
  /** Attempts whose stored answers or verdicts could not be read for the detailed tables. */
  unreadable: number;
  panels: Panel[];
};

export type Dashboard = {
  scope: ResultsScope;
  overview: DashboardTable;
  activities: ActivityView[];
  passbacks: DashboardTable;
  /** How many of the passbacks the tool gave up on (an instructor can send them again). */
  failedPassbacks: number;
};

/** Table ids are slugs: they name the CSV file and the route, so nothing else may be in them. */
export const TABLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Builds the dashboard from `results`; `content(slug)` is the lesson's material, or null if it is gone. */
export function buildDashboard(results: ClassResults, content: (slug: string) => LessonContent | null): Dashboard {
  const groups = new Map<string, { first: ClassAttempt; all: ClassAttempt[] }>();
  for (const a of results.attempts) {
    const id = `${a.slug}-${a.widget}`;
    const group = groups.get(id);
    if (group) group.all.push(a);
    else groups.set(id, { first: a, all: [a] });
  }
  const activities = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, { first, all }]) => activityView(id, first, all, content(first.slug)));
  return {
    scope: results.scope,
    overview: {
      id: "overview",
      caption: "Every activity at a glance",
      columns: ["Activity", "Attempts", "Learners", "Learners passed", "Pass rate"],
      rows: activities.map((v) => [
        v.heading,
        v.summary.attempts,
        v.summary.learners,
        v.summary.passedLearners,
        formatShare(v.summary.passRate),
      ]),
    },
    activities,
    passbacks: {
      id: "passbacks",
      caption: "Scores not yet in the gradebook",
      columns: ["Learner", "Activity", "Status", "Tries", "Next try", "Last error"],
      rows: results.passbacks.map((p) => [
        learnerLabel(p.learnerId, results.scope.kind === "context" ? p.learnerName : null),
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
  const detail = lesson ? detailPanels(id, widget, attempts, lesson) : { panels: [], unreadable: 0 };
  return {
    id,
    slug,
    widget,
    heading: `${lesson?.title ?? slug}: ${widget}`,
    summary,
    unreadable: detail.unreadable,
    panels: [scores, ...detail.panels],
  };
}

function detailPanels(id: string, widget: ClassAttempt["widget"], attempts: ClassAttempt[], lesson: LessonContent) {
  if (widget === "checkpoint" && lesson.checkpoint) {
    const read = attempts.map(checkpointDetails);
    const details = read.flatMap((d) => (d ? [d] : []));
    const questions = summarizeCheckpointQuestions(lesson.checkpoint, details);
    const panel: Panel = {
      table: {
        id: `${id}-questions`,
        caption: "Questions: share right and the most-chosen wrong option",
        columns: [
          "Question",
          "Attempts",
          "Right",
          "Share right",
          "Most-chosen wrong option",
          "Chosen by",
          "Why it is wrong",
        ],
        rows: questions.map((q) => [
          q.prompt,
          q.attempts,
          q.right,
          formatShare(q.shareRight),
          q.topWrong?.text ?? "—",
          q.topWrong?.chosen ?? 0,
          q.topWrong?.note ?? "—",
        ]),
      },
      chart: {
        title: "Share right per question",
        max: 1,
        bars: questions.map((q, i) => ({
          label: `Q${i + 1}`,
          value: q.shareRight ?? 0,
          text: formatShare(q.shareRight),
        })),
      },
      note: null,
    };
    return { panels: [panel], unreadable: read.length - details.length };
  }
  if (widget === "match" && lesson.match) {
    const read = attempts.map(matchDetails);
    const details = read.flatMap((d) => (d ? [d] : []));
    const confusion = matchConfusion(lesson.match, details);
    // A lesson's own categories are named by their labels; the four statuses' labels are the statuses.
    const label = placeNames(lesson.match.categories, STATUS_WORDING).label;
    const place = lesson.match.customCategories ? "category" : "status";
    const placedRight = confusion.rows.map((r) => ({
      card: r,
      share: share(r.counts[r.answer] ?? 0, confusion.attempts),
    }));
    const panel: Panel = {
      table: {
        id: `${id}-cards`,
        caption: `Cards by the ${place} chosen (attempts per cell)`,
        columns: [
          "Card",
          `Right ${place}`,
          ...confusion.columns.map((c) => (c === POOL_ZONE_ID ? c : label(c))),
          "Placed right",
        ],
        rows: placedRight.map(({ card, share }) => [
          card.text,
          label(card.answer),
          ...confusion.columns.map((c) => card.counts[c] ?? 0),
          formatShare(share),
        ]),
      },
      chart: {
        title: "Share of attempts that placed each card right",
        max: 1,
        bars: placedRight.map(({ card, share }) => ({
          label: card.text,
          value: share ?? 0,
          text: formatShare(share),
        })),
      },
      note: `Read across a row: the right ${place}'s cell should hold most attempts; a full cell elsewhere is a misconception shared by the class.`,
    };
    return { panels: [panel], unreadable: read.length - details.length };
  }
  if (widget === "kata" && lesson.kataRules) {
    const read = attempts.map(kataDetails);
    const verdicts = read.flatMap((d) => (d ? [d] : []));
    const failures = kataRuleFailures(lesson.kataRules, verdicts);
    const panel: Panel = {
      table: {
        id: `${id}-rules`,
        caption: "Rules by how many graded submissions broke them",
        columns: ["Rule", "Submissions that broke it", "Share of graded submissions"],
        rows: failures.rules.map((r) => [r.title, r.failed, formatShare(r.shareFailed)]),
      },
      chart: {
        title: "Graded submissions that broke each rule",
        max: Math.max(1, failures.graded),
        bars: failures.rules.map((r) => ({ label: r.id, value: r.failed, text: plural(r.failed, "submission") })),
      },
      note: `${plural(failures.graded, "submission")} graded; ${plural(failures.refused, "submission")} refused before grading (syntax error, no layer, over a limit), not counted against any rule.`,
    };
    return { panels: [panel], unreadable: read.length - verdicts.length };
  }
  return { panels: [], unreadable: 0 };
}

/** Every table of the dashboard, overview first, for the CSV route. */
export function dashboardTables(dashboard: Dashboard): DashboardTable[] {
  return [
    dashboard.overview,
    ...dashboard.activities.flatMap((a) => a.panels.map((p) => p.table)),
    dashboard.passbacks,
  ];
}
