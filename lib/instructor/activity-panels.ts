/**
 * The detailed panels of one activity, per kind: a checkpoint's questions (facility,
 * discrimination, the wrong option chosen most) and the spread of its answers over every
 * option, with every response as a download; a match's confusion table; a kata's rules by
 * failures. Each panel is a table with, where it helps, a chart of the same figures.
 */
import { placeNames, STATUS_WORDING } from "@/lib/exercises/match/categories";
import { POOL_ZONE_ID } from "@/lib/exercises/match/statuses";
import { checkpointDetails, kataDetails, matchDetails } from "./attempt-details";
import { summarizeCheckpointQuestions } from "./checkpoint-questions";
import { type ClassAttempt, learnerLabel } from "./class-results";
import type { BarChart, DashboardTable, LessonContent, Panel } from "./dashboard-parts";
import { type DrawnResult, summarizeDrawnQuestions } from "./drawn-questions";
import { formatIndex } from "./item-analysis";
import { kataRuleFailures } from "./kata-rules";
import { matchConfusion } from "./match-confusion";
import { checkpointResponses, RESPONSE_COLUMNS } from "./responses";
import { formatShare, share } from "./share";

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type DetailPanels = {
  panels: Panel[];
  /** Tables too long to show, offered as CSV only. */
  downloads: DashboardTable[];
  unreadable: number;
};

/** The panels of activity `id`; `named` says whether learners may be named (a course's own view). */
export function detailPanels(
  id: string,
  widget: ClassAttempt["widget"],
  attempts: ClassAttempt[],
  lesson: LessonContent,
  named: boolean,
): DetailPanels {
  if (widget === "checkpoint" && lesson.checkpoint) {
    const checkpoint = lesson.checkpoint;
    const read = attempts.map(checkpointDetails);
    const details = read.flatMap((d) => (d ? [d] : []));
    const questions = summarizeCheckpointQuestions(checkpoint, details);
    const byQuestion: Panel = {
      table: {
        id: `${id}-questions`,
        caption: "Questions: facility, discrimination and the most-chosen wrong option",
        columns: [
          "Question",
          "Attempts",
          "Right",
          "Facility (share right)",
          "Discrimination",
          "Most-chosen wrong option",
          "Chosen by",
          "Why it is wrong",
        ],
        rows: questions.map((q) => [
          q.prompt,
          q.attempts,
          q.right,
          formatShare(q.shareRight),
          formatIndex(q.discrimination),
          q.topWrong?.text ?? "—",
          q.topWrong?.chosen ?? 0,
          q.topWrong?.note ?? "—",
        ]),
      },
      chart: shareChart("Share right per question", questions, (q) => q.prompt),
      note: "Facility is the share of attempts right. Discrimination is the item-rest point-biserial correlation: above 0.3 the question separates stronger attempts from weaker ones; near 0 or below, read the question and its key again.",
    };
    const spread: Panel = {
      table: {
        id: `${id}-spread`,
        caption: "Answers per option",
        columns: ["Question", "Option", "Right option?", "Chosen by", "Share of attempts"],
        rows: questions.flatMap((q) =>
          q.spread.map((o) => [q.prompt, o.text, o.correct ? "yes" : "no", o.chosen, formatShare(o.share)]),
        ),
      },
      chart: null,
      note: "Every option of every question with options (order questions have steps instead): on a question with several right options, one attempt may choose several.",
    };
    const responses: DashboardTable = {
      id: `${id}-responses`,
      caption: "Every answer to every question",
      columns: RESPONSE_COLUMNS,
      rows: checkpointResponses(
        checkpoint,
        attempts.map((a, i) => ({
          learnerId: a.learnerId,
          learner: learnerLabel(a.learnerId, named ? a.learnerName : null),
          createdAt: a.createdAt,
          details: read[i] ?? null,
        })),
      ),
    };
    const drawn = drawnPanel(
      id,
      details.map((d) => d.drawn),
      (section) => lesson.drawnConcepts[section] ?? section,
    );
    return {
      panels: [byQuestion, spread, ...(drawn ? [drawn] : [])],
      downloads: [responses],
      unreadable: read.length - details.length,
    };
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
        bars: placedRight.map(({ card, share }) => ({ label: card.text, value: share ?? 0, text: formatShare(share) })),
      },
      note: `Read across a row: the right ${place}'s cell should hold most attempts; a full cell elsewhere is a misconception shared by the class.`,
    };
    return { panels: [panel], downloads: [], unreadable: read.length - details.length };
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
        bars: failures.rules.map((r) => ({ label: r.title, value: r.failed, text: plural(r.failed, "submission") })),
      },
      note: `${plural(failures.graded, "submission")} graded; ${plural(failures.refused, "submission")} refused before grading (syntax error, no layer, over a limit), not counted against any rule.`,
    };
    return { panels: [panel], downloads: [], unreadable: read.length - verdicts.length };
  }
  return { panels: [], downloads: [], unreadable: 0 };
}

/** A chart of each row's share right, the bar named by `label`. */
function shareChart<T extends { shareRight: number | null }>(
  title: string,
  rows: readonly T[],
  label: (row: T) => string,
): BarChart {
  return {
    title,
    max: 1,
    bars: rows.map((r) => ({ label: label(r), value: r.shareRight ?? 0, text: formatShare(r.shareRight) })),
  };
}

/** The questions drawn for each attempt, by concept; null when no attempt drew any. */
function drawnPanel(
  id: string,
  attempts: readonly (readonly DrawnResult[])[],
  conceptOf: (section: string) => string,
): Panel | null {
  const concepts = summarizeDrawnQuestions(attempts, conceptOf);
  if (concepts.length === 0) return null;
  return {
    table: {
      id: `${id}-drawn`,
      caption: "Questions drawn for each attempt, by concept, missed most first",
      columns: [
        "Concept",
        "Asked",
        "Right",
        "Share right",
        "The latest one missed",
        "The engine's answer",
        "Chosen instead",
      ],
      rows: concepts.map((c) => [
        c.concept,
        c.asked,
        c.right,
        formatShare(c.shareRight),
        c.latestMiss?.prompt ?? "—",
        c.latestMiss?.answer ?? "—",
        c.latestMiss?.chosen ?? "—",
      ]),
    },
    chart: shareChart("Share of drawn questions right, per concept", concepts, (c) => c.concept),
    note: "Every attempt draws questions of its own, made and keyed by the engine, so they are counted by the concept they practise rather than one by one.",
  };
}
