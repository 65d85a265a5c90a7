import { describe, expect, it } from "vitest";
import { makeCheckpoint } from "@/lib/exercises/checkpoint/test-support";
import { type CheckpointAttemptDetails, summarizeCheckpointQuestions } from "./checkpoint-questions";

const checkpoint = makeCheckpoint();
const attempt = (answers: Record<string, string[]>, correct: Record<string, boolean>): CheckpointAttemptDetails => ({
  answers,
  correct,
});

describe("summarizeCheckpointQuestions", () => {
  it("lists every question with no share and no wrong option when nobody attempted", () => {
    const summary = summarizeCheckpointQuestions(checkpoint, []);
    expect(summary.map((q) => q.id)).toEqual(["single", "multi", "predict", "order"]);
    expect(summary.every((q) => q.attempts === 0 && q.shareRight === null && q.topWrong === null)).toBe(true);
  });

  it("gives a single attempt's wrong pick with the option's explanation as the note", () => {
    const [single] = summarizeCheckpointQuestions(checkpoint, [attempt({ single: ["c"] }, { single: false })]);
    expect(single).toMatchObject({ attempts: 1, right: 0, shareRight: 0 });
    expect(single?.topWrong).toEqual({ optionId: "c", text: "Option c", chosen: 1, note: "Because c." });
  });

  it("picks the wrong option chosen most, ignores right options, and breaks ties by the option order", () => {
    const attempts = [
      attempt({ single: ["b"], multi: ["a", "c"] }, { single: false, multi: false }),
      attempt({ single: ["c"], multi: ["a", "b"] }, { single: false, multi: true }),
      attempt({ single: ["c"], multi: ["a", "b", "c"] }, { single: false, multi: false }),
      attempt({ single: ["a"], multi: ["a", "b"] }, { single: true, multi: true }),
    ];
    const [single, multi] = summarizeCheckpointQuestions(checkpoint, attempts);
    expect(single).toMatchObject({ right: 1, shareRight: 0.25, topWrong: { optionId: "c", chosen: 2 } });
    expect(multi).toMatchObject({ right: 2, shareRight: 0.5, topWrong: { optionId: "c", chosen: 2 } });
    const tie = summarizeCheckpointQuestions(checkpoint, [
      attempt({ single: ["c"] }, { single: false }),
      attempt({ single: ["b"] }, { single: false }),
    ])[0];
    expect(tie?.topWrong?.optionId).toBe("b");
  });

  it("gives order questions a share right but no wrong option", () => {
    const order = summarizeCheckpointQuestions(checkpoint, [
      attempt({ order: ["two", "one", "three", "four"] }, { order: false }),
    ])[3];
    expect(order).toMatchObject({ attempts: 1, shareRight: 0, topWrong: null });
  });

  it("spreads every answer over the options, and gives each question its facility and discrimination", () => {
    // Four attempts; the rest score of `single` is the count of other questions right.
    const attempts = [
      attempt({ single: ["a"], multi: ["a", "b"] }, { single: true, multi: true, predict: true }),
      attempt({ single: ["a"], multi: ["a"] }, { single: true, multi: false, predict: true }),
      attempt({ single: ["b"], multi: ["a", "b"] }, { single: false, multi: true, predict: false }),
      attempt({ single: ["c"], multi: ["c"] }, { single: false, multi: false, predict: false }),
    ];
    const [single, multi] = summarizeCheckpointQuestions(checkpoint, attempts);
    expect(single?.spread).toEqual([
      { optionId: "a", text: "Option a", correct: true, chosen: 2, share: 0.5 },
      { optionId: "b", text: "Option b", correct: false, chosen: 1, share: 0.25 },
      { optionId: "c", text: "Option c", correct: false, chosen: 1, share: 0.25 },
    ]);
    expect(multi?.spread.map((o) => o.chosen)).toEqual([3, 2, 1]);
    // single: rests 2,1,1,0 (mean 1, s = √0.5); right on 2,1 (M1 1.5), wrong on 1,0 (M0 0.5); p = 0.5.
    expect(single?.shareRight).toBe(0.5);
    expect(single?.discrimination).toBeCloseTo((1 / Math.sqrt(0.5)) * 0.5, 12);
    // multi: rests 2,2,0,0; right on 2 and 0, wrong on 2 and 0: no discrimination at all.
    expect(multi?.discrimination).toBe(0);
  });
});
