import { describe, expect, it } from "vitest";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import { gradeLead, KataGradeSchema } from "./grade-response";

const verdict = {
  kind: "graded",
  passed: true,
  rules: KATA_RULE_IDS.map((id) => ({ id, passed: true })),
  seed: 16,
  callsRun: 4000,
};

describe("the server's kata grade", () => {
  it("accepts a graded answer with its token and attempt", () => {
    const answer = { verdict, score: 8, max: 8, passed: true, token: "a.b.c", attempt: 1 };
    expect(KataGradeSchema.parse(answer)).toEqual(answer);
  });

  it("accepts a refusal that did not count as an attempt (no token), and refuses a score that is not a count", () => {
    const refused = { kind: "refused", refusal: { code: "syntax", message: "x", line: 1, column: 1 } };
    expect(KataGradeSchema.safeParse({ verdict: refused, score: 0, max: 8, passed: false }).success).toBe(true);
    expect(KataGradeSchema.safeParse({ verdict, score: 7.5, max: 8, passed: false }).success).toBe(false);
  });

  it("says whether it passed and how many rules, before the verdict's own words", () => {
    expect(gradeLead({ score: 8, max: 8, passed: true })).toBe("Graded on the server: passed, 8 of 8 rules.");
    expect(gradeLead({ score: 5, max: 8, passed: false })).toBe("Graded on the server: not passed yet, 5 of 8 rules.");
  });
});
