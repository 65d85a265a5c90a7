import { describe, expect, it } from "vitest";
import { gradeCheckpoint } from "./grade";
import { makeCheckpoint } from "./test-support";
import { withholdKey } from "./withhold-key";

const checkpoint = makeCheckpoint();
const graded = (answers: Record<string, string[]>) => withholdKey(gradeCheckpoint(checkpoint, answers), checkpoint);
const result = (answers: Record<string, string[]>, id: string) => graded(answers).questions.find((q) => q.id === id);

describe("withholdKey", () => {
  it("gives a wrong single pick its own note and nothing about the right option", () => {
    const single = result({ single: ["b"] }, "single");
    expect(single).toMatchObject({ correct: false, feedback: [{ id: "b", chosen: true, correct: false }] });
    expect(JSON.stringify(single)).not.toContain("Because a.");
  });

  it("keeps every explanation of a question answered right", () => {
    expect(result({ multi: ["a", "b"] }, "multi")?.feedback.map((f) => f.explanation)).toEqual([
      "Because a.",
      "Because b.",
    ]);
  });

  it("gives no notes when more boxes are ticked than are right, so ticking all reads nothing", () => {
    expect(result({ multi: ["a", "b", "c"] }, "multi")).toMatchObject({ feedback: [], withheld: "too-many-picked" });
  });

  it("notes only the wrong picks of a multiple-select answer within the count", () => {
    expect(result({ multi: ["a", "c"] }, "multi")?.feedback.map((f) => f.id)).toEqual(["c"]);
  });

  it("tells an order answer how many steps are in place, not which or the right order", () => {
    const order = result({ order: ["one", "three", "two", "four"] }, "order");
    expect(order).toMatchObject({ correct: false, inPlace: 2, feedback: [] });
  });

  it("keeps the score, pass and per-question verdicts", () => {
    const full = gradeCheckpoint(checkpoint, { single: ["b"] });
    const trimmed = withholdKey(full, checkpoint);
    expect(trimmed).toMatchObject({ score: full.score, max: full.max, passed: full.passed });
    expect(trimmed.questions.map((q) => q.correct)).toEqual(full.questions.map((q) => q.correct));
  });
});
