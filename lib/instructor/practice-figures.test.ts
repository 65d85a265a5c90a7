import { describe, expect, it } from "vitest";
import type { ClassPracticeAnswer } from "./class-results";
import { latestMisses, practiceViews } from "./practice-figures";

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse("2026-12-01T09:00:00Z");
let clock = 0;
/** Answers of one learner on one concept of "lesson", a minute apart, in order. */
const answered = (learnerId: number, concept: string, rights: boolean[], slug = "lesson"): ClassPracticeAnswer[] =>
  rights.map((right) => ({
    slug,
    concept,
    learnerId,
    learnerName: null,
    seed: 1000 + clock,
    right,
    answeredAt: new Date(START + clock++ * 60_000),
  }));

const sample = (slug: string, concept: string) => ({ prompt: `an item of ${slug}/${concept}`, answer: "ok" });
const title = (slug: string) => `Lesson ${slug}`;

describe("practice figures", () => {
  it("count per concept the learners practising and those holding a mastery, by the learners' own rule", () => {
    const answers = [
      ...answered(1, "status", [true, true, true, true, true]), // mastered
      ...answered(2, "status", [true, true, true, true, false]), // four right, then a miss: learning
      ...answered(2, "step", [false, true]),
      ...answered(3, "status", [true, true, true, true, true, true]), // mastered
    ];
    const [view] = practiceViews(answers, title, sample, new Date(START + DAY));
    expect(view?.heading).toBe("Lesson lesson: practice");
    const mastery = view?.panels[0];
    expect(mastery?.table.columns).toEqual([
      "Concept",
      "Learners practising",
      "Learners mastered",
      "Due for review",
      "Answers",
      "Right",
    ]);
    expect(mastery?.table.rows).toEqual([
      ["The status of a call", 3, 2, 0, 16, "94%"],
      ["The step that decided it", 1, 0, 0, 2, "50%"],
    ]);
    expect(mastery?.chart?.bars.map((b) => [b.label, b.value, b.text])).toEqual([
      ["The status of a call", 2, "2 of 3 learners"],
      ["The step that decided it", 0, "0 of 1 learner"],
    ]);
  });

  it("moves a mastery left alone for three days to review", () => {
    const answers = answered(1, "status", [true, true, true, true, true]);
    const last = answers.at(-1)?.answeredAt.getTime() ?? 0;
    const rowAt = (ms: number) => practiceViews(answers, title, sample, new Date(ms))[0]?.panels[0]?.table.rows[0];
    expect(rowAt(last + 3 * DAY - 1)?.slice(1, 4)).toEqual([1, 1, 0]);
    expect(rowAt(last + 3 * DAY)?.slice(1, 4)).toEqual([1, 0, 1]);
  });

  it("ranks the concepts missed most, each with the latest item missed drawn again", () => {
    const answers = [
      ...answered(1, "status", [false, true, true, true]),
      ...answered(1, "step", [false, false, true]),
      ...answered(2, "model-message", [true, true]),
    ];
    const missed = practiceViews(answers, title, sample, new Date(START))[0]?.panels[1];
    expect(missed?.table.rows).toEqual([
      ["The step that decided it", 2, 3, "67%", "an item of lesson/step", "ok"],
      ["The status of a call", 1, 4, "25%", "an item of lesson/status", "ok"],
    ]);
    expect(latestMisses(answers).map((a) => [a.concept, a.seed])).toEqual([
      ["status", answers[0]?.seed],
      ["step", answers[5]?.seed],
    ]);
  });

  it("gives a view per lesson in slug order, says when nothing was missed, and shows a dash for an item it cannot draw", () => {
    const answers = [...answered(1, "status", [true], "b-lesson"), ...answered(1, "retry", [false], "a-lesson")];
    const views = practiceViews(answers, title, () => null, new Date(START));
    expect(views.map((v) => v.id)).toEqual(["a-lesson-practice", "b-lesson-practice"]);
    expect(views[0]?.panels[1]?.table.rows[0]?.slice(4)).toEqual(["—", "—"]);
    expect(views[1]?.panels[1]?.note).toMatch(/No practice answer/);
    expect(practiceViews([], title, sample, new Date(START))).toEqual([]);
  });
});
