import { describe, expect, it } from "vitest";
import { gradeCheckpoint } from "@/lib/exercises/checkpoint/grade";
import { makeCheckpoint } from "@/lib/exercises/checkpoint/test-support";
import { gradeMatch } from "@/lib/exercises/match/grade";
import { makeMatch } from "@/lib/exercises/match/test-support";
import { KATA_RULE_IDS, type Verdict } from "@/lib/kata/verdict";
import { readAttemptRecord } from "./attempt-record";

/** What the store hands back: the JSON text of what was written, parsed again. */
const viaJson = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe("readAttemptRecord", () => {
  it("reads back a checkpoint's answers and the grader's per-question results", () => {
    const answers = { single: ["a"], multi: ["a"], predict: ["invalid_args"], order: ["two", "one", "three", "four"] };
    const grade = gradeCheckpoint(makeCheckpoint(), answers);
    const record = readAttemptRecord("checkpoint", viaJson(answers), viaJson(grade.questions));
    expect(record).toEqual({ activity: "checkpoint", answers, verdicts: grade.questions });
  });

  it("reads back a match's placements, a card left in the pool included", () => {
    const placements = { a1: "ok", a2: "timeout", b1: null } as const;
    const grade = gradeMatch(makeMatch(), placements);
    const record = readAttemptRecord("match", viaJson(placements), viaJson(grade.cards));
    expect(record).toEqual({ activity: "match", answers: placements, verdicts: grade.cards });
  });

  it("reads back a kata's source and verdict, graded or refused", () => {
    const graded: Verdict = {
      kind: "graded",
      passed: false,
      rules: KATA_RULE_IDS.map((id) => ({ id, passed: id !== "deadline" })),
      seed: 7,
      callsRun: 40,
    };
    const refused: Verdict = { kind: "refused", refusal: { code: "cpu", message: "ran too long" } };
    for (const verdict of [graded, refused])
      expect(readAttemptRecord("kata", { source: "export {}" }, viaJson(verdict))).toEqual({
        activity: "kata",
        answers: { source: "export {}" },
        verdicts: verdict,
      });
  });

  it("gives null for a row that does not fit its activity, rather than throwing", () => {
    expect(readAttemptRecord("match", { a1: "Not a category" }, [])).toBeNull();
    expect(readAttemptRecord("checkpoint", { single: ["a"] }, [{ id: "single" }])).toBeNull();
    expect(readAttemptRecord("kata", "source", { kind: "graded" })).toBeNull();
  });
});
