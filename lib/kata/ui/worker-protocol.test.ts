import { describe, expect, it } from "vitest";
import { FromGraderSchema, GradeRequestSchema } from "./worker-protocol";

describe("the grading worker's messages", () => {
  it("accepts a verdict that matches the verdict schema, and refuses one that does not", () => {
    const verdict = { kind: "refused", refusal: { code: "syntax", message: "Unexpected token", line: 1, column: 2 } };
    expect(FromGraderSchema.safeParse({ type: "verdict", verdict }).success).toBe(true);
    const forged = { kind: "graded", passed: true, rules: [{ id: "made-up", passed: true }], seed: 1, callsRun: 0 };
    expect(FromGraderSchema.safeParse({ type: "verdict", verdict: forged }).success).toBe(false);
  });

  it("refuses a grade request whose source is not text", () => {
    expect(GradeRequestSchema.safeParse({ type: "grade", source: 42 }).success).toBe(false);
    expect(GradeRequestSchema.safeParse({ type: "grade", source: "x" }).success).toBe(true);
  });
});
