import path from "node:path";
import { describe, expect, it } from "vitest";
import { gradeCheckpoint } from "@/lib/exercises/checkpoint/grade";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { makeCheckpoint } from "@/lib/exercises/checkpoint/test-support";
import { gradeMatch } from "@/lib/exercises/match/grade";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { makeMatch } from "@/lib/exercises/match/test-support";
import type { ClassAttempt, ClassPassback, ClassResults, ResultsScope } from "./class-results";
import { buildDashboard, dashboardTables, type LessonContent, TABLE_ID } from "./dashboard-model";

const lesson: LessonContent = {
  title: "Error envelopes",
  checkpoint: makeCheckpoint(),
  match: makeMatch(),
  kataRules: [
    { id: "unknown-tool", title: "Unknown tools" },
    { id: "deadline", title: "Deadlines" },
  ],
  drawnConcepts: { edge: "The status of a call" },
};
const content = (slug: string) => (slug === "lesson-a" ? lesson : null);
const course: ResultsScope = {
  kind: "context",
  issuer: "https://lms.test",
  clientId: "c",
  deploymentId: "d",
  contextId: "course-1",
  title: "Agents",
};
const checkpointAttempt = (learnerId: number, single: string, passed: boolean): ClassAttempt => ({
  slug: "lesson-a",
  widget: "checkpoint",
  learnerId,
  learnerName: `Learner ${learnerId}`,
  createdAt: new Date("2026-01-01T10:00:00Z"),
  openedAt: null,
  score: passed ? 4 : 1,
  max: 4,
  passed,
  answers: { single: [single] },
  verdicts: [{ id: "single", correct: single === "a", answered: true, section: "intro", feedback: [] }],
});
const passback: ClassPassback = {
  learnerId: 12,
  learnerName: "=Ada",
  slug: "lesson-a",
  widget: "checkpoint",
  status: "failed",
  tries: 8,
  lastError: "503 from the platform",
  nextTryAt: new Date("2026-01-01T00:00:00Z"),
};
const results = (over: Partial<ClassResults>): ClassResults => ({
  scope: course,
  attempts: [],
  passbacks: [],
  practice: [],
  ...over,
});

describe("buildDashboard", () => {
  it("shows no activity and empty tables when nothing was attempted", () => {
    const dashboard = buildDashboard(results({}), content);
    expect(dashboard.activities).toEqual([]);
    expect(dashboard.overview.rows).toEqual([]);
    expect(dashboard.passbacks.rows).toEqual([]);
  });

  it("turns a single checkpoint attempt into its overview row, score band and question row", () => {
    const dashboard = buildDashboard(results({ attempts: [checkpointAttempt(1, "c", false)] }), content);
    expect(dashboard.overview.rows).toEqual([["Error envelopes: checkpoint", 1, 1, 0, "0%", "25%", "25%"]]);
    const [scores, questions] = dashboard.activities[0]?.panels ?? [];
    expect(scores?.table.rows).toEqual([
      ["0–19%", 0],
      ["20–39%", 1],
      ["40–59%", 0],
      ["60–79%", 0],
      ["80–100%", 0],
    ]);
    expect(questions?.table.rows[0]).toEqual(["Pick one", 1, 0, "0%", "—", "Option c", 1, "Because c."]);
  });

  it("counts attempts whose stored JSON is not a checkpoint's as unreadable, still in the headline figures", () => {
    const broken = { ...checkpointAttempt(2, "a", true), verdicts: "not a list" };
    const [view] = buildDashboard(results({ attempts: [checkpointAttempt(1, "a", true), broken] }), content).activities;
    expect(view?.unreadable).toBe(1);
    expect(view?.summary.attempts).toBe(2);
  });

  it("builds the match's confusion table and the kata's rule table from their stored shapes", () => {
    const dashboard = buildDashboard(
      results({
        attempts: [
          { ...checkpointAttempt(1, "a", true), widget: "match", answers: { a1: "timeout" }, verdicts: [] },
          {
            ...checkpointAttempt(1, "a", false),
            widget: "kata",
            answers: { source: "" },
            verdicts: {
              kind: "graded",
              passed: false,
              seed: 1,
              callsRun: 3,
              rules: [{ id: "deadline", passed: false }],
            },
          },
        ],
      }),
      content,
    );
    const tables = Object.fromEntries(dashboardTables(dashboard).map((t) => [t.id, t]));
    expect(tables["lesson-a-match-cards"]?.rows[0]).toEqual(["Card a1", "ok", 0, 0, 0, 1, 0, "0%"]);
    expect(tables["lesson-a-kata-rules"]?.rows[0]).toEqual(["Deadlines", 1, "100%"]);
  });

  it("names learners with a passback only inside their course, and by pseudonym in the all-courses view", () => {
    const inCourse = buildDashboard(results({ passbacks: [passback] }), content);
    expect(inCourse.passbacks.rows[0]).toEqual([
      "=Ada",
      "Error envelopes: checkpoint",
      "failed (given up)",
      8,
      "—",
      "503 from the platform",
    ]);
    const all = buildDashboard(results({ scope: { kind: "all" }, passbacks: [passback] }), content);
    expect(all.passbacks.rows[0]?.[0]).toBe("Learner #12");
  });

  it("gives every table an id that is safe as a file name", () => {
    const dashboard = buildDashboard(
      results({ attempts: [checkpointAttempt(1, "a", true)], passbacks: [passback] }),
      content,
    );
    for (const table of dashboardTables(dashboard)) expect(table.id).toMatch(TABLE_ID);
  });

  it("reads a match with its own categories: a column per category label, and no attempt unreadable", () => {
    const own = loadMatchExercise(
      "sorting-retries",
      path.join(__dirname, "../exercises/match/fixtures/category-lessons"),
    );
    if (!own) throw new Error("fixture missing");
    const sorted = { ...lesson, match: own };
    // Two learners, each a stored attempt as the match endpoint writes it (placements, then gradeMatch's cards).
    const stored = (learnerId: number, placements: Record<string, string | null>): ClassAttempt => {
      const grade = gradeMatch(own, placements);
      const verdicts = JSON.parse(JSON.stringify(grade.cards));
      return { ...checkpointAttempt(learnerId, "a", grade.passed), widget: "match", answers: placements, verdicts };
    };
    const dashboard = buildDashboard(
      results({
        attempts: [
          stored(1, { "deadline-hit": "retry-now", "typo-tool": "retry-now" }),
          stored(2, { "deadline-hit": "fix-request", "typo-tool": "fix-request", "in-time": "use-answer" }),
        ],
      }),
      (slug) => (slug === "lesson-a" ? sorted : null),
    );
    const [view] = dashboard.activities;
    expect(view?.unreadable).toBe(0);
    const cards = dashboardTables(dashboard).find((t) => t.id === "lesson-a-match-cards");
    expect(cards?.caption).toBe("Cards by the category chosen (attempts per cell)");
    expect(cards?.columns).toEqual([
      "Card",
      "Right category",
      "Retry it",
      "Fix the request first",
      "Use the answer",
      "pool",
      "Placed right",
    ]);
    const row = (text: string) => cards?.rows.find((r) => r[0] === text);
    expect(row("The weather call reached its 1 s deadline while the service was slow.")).toEqual([
      "The weather call reached its 1 s deadline while the service was slow.",
      "Retry it",
      1,
      1,
      0,
      0,
      "50%",
    ]);
    expect(row("Weather answered in 300 ms against a 1 s deadline.")?.slice(2)).toEqual([0, 0, 1, 1, "50%"]);
    expect(row("The model asked for a tool named wether.")?.slice(2)).toEqual([1, 1, 0, 0, "50%"]);
  });

  describe("from known checkpoint attempts (Ada twice, Ben and Cy once)", () => {
    const RIGHT = {
      single: ["a"],
      multi: ["a", "b"],
      predict: ["invalid_args"],
      order: ["one", "two", "three", "four"],
    };
    const WRONG_ORDER = ["two", "one", "three", "four"];
    const sheet = (
      learnerId: number,
      learnerName: string,
      iso: string,
      answers: Record<string, string[]>,
      right: Record<string, boolean>,
      opened: string | null = null,
    ): ClassAttempt => {
      const score = Object.values(right).filter(Boolean).length;
      return {
        ...checkpointAttempt(learnerId, "a", score === 4),
        learnerName,
        createdAt: new Date(iso),
        openedAt: opened === null ? null : new Date(opened),
        score,
        answers,
        verdicts: Object.entries(right).map(([id, correct]) => ({
          id,
          correct,
          answered: true,
          section: "intro",
          feedback: [],
        })),
      };
    };
    const attempts = [
      sheet(
        1,
        "Ada",
        "2026-01-01T09:00:00Z",
        { ...RIGHT, single: ["c"], predict: ["ok"] },
        { single: false, multi: true, predict: false, order: true },
        "2026-01-01T08:48:00Z",
      ),
      sheet(
        2,
        "Ben",
        "2026-01-01T10:00:00Z",
        { ...RIGHT, single: ["b"], multi: ["a"], order: WRONG_ORDER },
        {
          single: false,
          multi: false,
          predict: true,
          order: false,
        },
        "2026-01-01T09:52:30Z",
      ),
      // Opened three hours before it was graded: counts the one-hour limit.
      sheet(
        1,
        "Ada",
        "2026-01-02T09:00:00Z",
        RIGHT,
        { single: true, multi: true, predict: true, order: true },
        "2026-01-02T06:00:00Z",
      ),
      sheet(
        3,
        "Cy",
        "2026-01-03T11:00:00Z",
        { single: ["c"], multi: ["c"], predict: ["timeout"], order: WRONG_ORDER },
        { single: false, multi: false, predict: false, order: false },
      ),
    ];
    const dashboard = buildDashboard(results({ attempts }), content);
    const tables = Object.fromEntries(dashboardTables(dashboard).map((t) => [t.id, t]));

    it("writes each learner's best and last score, attempts, dates and minutes spent in the gradebook", () => {
      expect(tables.gradebook?.columns.slice(0, 7)).toEqual([
        "Learner",
        "Error envelopes: checkpoint: best",
        "Error envelopes: checkpoint: last",
        "Error envelopes: checkpoint: attempts",
        "Error envelopes: checkpoint: first (UTC)",
        "Error envelopes: checkpoint: latest (UTC)",
        "Error envelopes: checkpoint: time spent (min)",
      ]);
      // Ada 12 + 60 (capped) minutes, Ben 7.5 rounded, Cy's opening never noted.
      expect(tables.gradebook?.rows).toEqual([
        ["Ada", "100%", "100%", 2, "2026-01-01 09:00", "2026-01-02 09:00", "72"],
        ["Ben", "25%", "25%", 1, "2026-01-01 10:00", "2026-01-01 10:00", "8"],
        ["Cy", "0%", "0%", 1, "2026-01-03 11:00", "2026-01-03 11:00", "—"],
      ]);
    });

    it("averages first attempts (50, 25, 0 %) and best attempts (100, 25, 0 %) over learners", () => {
      expect(tables.overview?.rows[0]?.slice(5)).toEqual(["25%", "42%"]);
    });

    it("gives each question its facility and discrimination, and every option its spread", () => {
      // "Pick one": right once in four; rest scores 2, 1, 3, 0 (right on 3): r = 2/√1.25 × √(0.25 × 0.75) = 0.77.
      expect(tables["lesson-a-checkpoint-questions"]?.rows[0]).toEqual([
        "Pick one",
        4,
        1,
        "25%",
        "0.77",
        "Option c",
        2,
        "Because c.",
      ]);
      expect(tables["lesson-a-checkpoint-spread"]?.rows.slice(0, 3)).toEqual([
        ["Pick one", "Option a", "yes", 1, "25%"],
        ["Pick one", "Option b", "no", 1, "25%"],
        ["Pick one", "Option c", "no", 2, "50%"],
      ]);
    });

    it("lists every response, numbered per learner, and its rows add up to the figures on the page", () => {
      const responses = tables["lesson-a-checkpoint-responses"];
      expect(responses?.columns).toEqual(["Learner", "Attempt", "Question", "Option chosen", "Right?", "Date (UTC)"]);
      expect(responses?.rows).toHaveLength(16);
      expect(responses?.rows.slice(0, 4)).toEqual([
        ["Ada", 1, "Pick one", "Option c", "no", "2026-01-01 09:00"],
        ["Ada", 1, "Pick some", "Option a; Option b", "yes", "2026-01-01 09:00"],
        ["Ada", 1, "Which status?", "Option ok", "no", "2026-01-01 09:00"],
        ["Ada", 1, "Order these", "Step one → Step two → Step three → Step four", "yes", "2026-01-01 09:00"],
      ]);
      expect(responses?.rows.filter((r) => r[0] === "Ada").map((r) => r[1])).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
      for (const [question, , right] of tables["lesson-a-checkpoint-questions"]?.rows ?? [])
        expect(responses?.rows.filter((r) => r[2] === question && r[4] === "yes")).toHaveLength(Number(right));
      for (const [question, option, , chosen] of tables["lesson-a-checkpoint-spread"]?.rows ?? [])
        expect(
          responses?.rows.filter((r) => r[2] === question && String(r[3]).split("; ").includes(String(option))),
        ).toHaveLength(Number(chosen));
    });

    it("shows no drawn-question table when no attempt drew questions", () => {
      expect(tables["lesson-a-checkpoint-drawn"]).toBeUndefined();
    });

    it("counts the questions attempts drew by concept, with the latest missed in its own words", () => {
      const drawn: CheckpointQuestion = {
        id: "drawn-1",
        kind: "single",
        prompt: "A drawn call: which status?",
        section: "edge",
        options: [
          { id: "choice-1", text: "ok", correct: false, explanation: "" },
          { id: "choice-2", text: "timeout", correct: true, explanation: "" },
        ],
      };
      const authored = makeCheckpoint();
      const attempt = { ...authored, questions: [...authored.questions, drawn] };
      const kept = (learnerId: number, choice: string): ClassAttempt => {
        const answers = { ...RIGHT, "drawn-1": [choice] };
        const grade = gradeCheckpoint(attempt, answers, new Set(["drawn-1"]));
        return { ...checkpointAttempt(learnerId, "a", grade.passed), answers, verdicts: grade.questions };
      };
      const withDraws = buildDashboard(results({ attempts: [kept(1, "choice-2"), kept(2, "choice-1")] }), content);
      const table = dashboardTables(withDraws).find((t) => t.id === "lesson-a-checkpoint-drawn");
      expect(table?.rows).toEqual([
        ["The status of a call", 2, 1, "50%", "A drawn call: which status?", "timeout", "ok"],
      ]);
      // The authored questions' table lists the authored questions only.
      const questions = dashboardTables(withDraws).find((t) => t.id === "lesson-a-checkpoint-questions");
      expect(questions?.rows.map((r) => r[0])).toEqual(authored.questions.map((q) => q.prompt));
    });

    it("names nobody in the gradebook or the responses of the all-courses view", () => {
      const all = buildDashboard(results({ scope: { kind: "all" }, attempts }), content);
      const ids = Object.fromEntries(dashboardTables(all).map((t) => [t.id, t]));
      expect(ids.gradebook?.rows.map((r) => r[0])).toEqual(["Learner #1", "Learner #2", "Learner #3"]);
      expect(new Set(ids["lesson-a-checkpoint-responses"]?.rows.map((r) => r[0]))).toEqual(
        new Set(["Learner #1", "Learner #2", "Learner #3"]),
      );
    });
  });
});
