import { describe, expect, it } from "vitest";
import { gradeCheckpoint } from "./grade";
import { makeCheckpoint } from "./test-support";

const checkpoint = makeCheckpoint();
const allRight = {
  single: ["a"],
  multi: ["b", "a"],
  predict: ["invalid_args"],
  order: ["one", "two", "three", "four"],
};
const question = (answers: Record<string, string[]>, id: string) =>
  gradeCheckpoint(checkpoint, answers).questions.find((q) => q.id === id);

describe("gradeCheckpoint", () => {
  it("gives full marks and a pass when every answer is right", () => {
    const grade = gradeCheckpoint(checkpoint, allRight);
    expect(grade).toMatchObject({ score: 4, max: 4, percent: 100, passed: true, passMark: 80 });
  });

  it("marks a single-choice question wrong and explains both the chosen and the right option", () => {
    const result = question({ single: ["b"] }, "single");
    expect(result?.correct).toBe(false);
    expect(result?.feedback).toEqual([
      { id: "a", text: "Option a", explanation: "Because a.", chosen: false, correct: true },
      { id: "b", text: "Option b", explanation: "Because b.", chosen: true, correct: false },
    ]);
  });

  it("gives no partial credit on multiple select: a missing or an extra option scores zero", () => {
    expect(question({ multi: ["a"] }, "multi")?.correct).toBe(false);
    expect(question({ multi: ["a", "b", "c"] }, "multi")?.correct).toBe(false);
    expect(question({ multi: ["a", "b"] }, "multi")?.correct).toBe(true);
  });

  it("grades predict-the-status like single choice", () => {
    expect(question({ predict: ["tool_error"] }, "predict")?.correct).toBe(false);
    expect(question({ predict: ["invalid_args"] }, "predict")?.correct).toBe(true);
  });

  it("scores an order question only when every step is in place, and shows which ones were", () => {
    const result = question({ order: ["one", "three", "two", "four"] }, "order");
    expect(result?.correct).toBe(false);
    expect(result?.feedback.map((step) => [step.id, step.chosen])).toEqual([
      ["one", true],
      ["two", false],
      ["three", false],
      ["four", true],
    ]);
  });

  it("counts a missing answer as unanswered and wrong", () => {
    const result = question({}, "single");
    expect(result).toMatchObject({ answered: false, correct: false });
    expect(question({ order: [] }, "order")).toMatchObject({ answered: false, correct: false });
  });

  it("fails a score below the pass mark and passes one exactly on it", () => {
    expect(gradeCheckpoint(checkpoint, { ...allRight, order: [] })).toMatchObject({
      score: 3,
      percent: 75,
      passed: false,
    });
    expect(gradeCheckpoint(makeCheckpoint({ passMark: 75 }), { ...allRight, order: [] }).passed).toBe(true);
  });

  it("scores the questions an attempt drew on their own, and fails a sheet whose drawn part is below the mark", () => {
    const lenient = makeCheckpoint({ passMark: 50 });
    const drawn = new Set(["multi", "order"]);
    // 3 of 4 overall (75%), but 1 of the 2 drawn (50%) against a mark of 50: a pass.
    expect(gradeCheckpoint(lenient, { ...allRight, order: [] }, drawn)).toMatchObject({
      score: 3,
      passed: true,
      drawn: { score: 1, max: 2, percent: 50 },
    });
    // 2 of 4 overall (50%), and 0 of the 2 drawn: not a pass, though the sheet reaches the mark.
    const copied = gradeCheckpoint(lenient, { single: ["a"], predict: ["invalid_args"] }, drawn);
    expect(copied).toMatchObject({ percent: 50, passed: false, drawn: { score: 0, max: 2, percent: 0 } });
    // No drawn questions, no drawn part.
    expect(gradeCheckpoint(lenient, allRight)).not.toHaveProperty("drawn");
  });

  it("keeps a drawn question's own words with its result, and an authored question's out of it", () => {
    const checkpoint = makeCheckpoint();
    const results = gradeCheckpoint(checkpoint, allRight, new Set(["multi"])).questions;
    const prompts = Object.fromEntries(results.map((q) => [q.id, q.prompt]));
    const multi = checkpoint.questions.find((q) => q.id === "multi");
    expect(multi?.prompt).toBeTruthy();
    expect(prompts).toEqual({ single: undefined, multi: multi?.prompt, order: undefined, predict: undefined });
  });
});
