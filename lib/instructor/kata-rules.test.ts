import { describe, expect, it } from "vitest";
import type { KataRuleId, Verdict } from "@/lib/kata/verdict";
import { kataRuleFailures } from "./kata-rules";

const RULES = [
  { id: "unknown-tool", title: "Unknown tools" },
  { id: "bad-args", title: "Bad arguments" },
  { id: "deadline", title: "Deadlines" },
] as const;

const graded = (failing: KataRuleId[]): Verdict => ({
  kind: "graded",
  passed: failing.length === 0,
  rules: RULES.map((r) => ({ id: r.id, passed: !failing.includes(r.id) })),
  seed: 1,
  callsRun: 10,
});
const refused: Verdict = { kind: "refused", refusal: { code: "syntax", message: "Unexpected token" } };

describe("kataRuleFailures", () => {
  it("lists every rule with nothing failed and no share when there are no submissions", () => {
    expect(kataRuleFailures(RULES, [])).toEqual({
      graded: 0,
      refused: 0,
      rules: RULES.map((r) => ({ ...r, failed: 0, shareFailed: null })),
    });
  });

  it("counts a single failing submission against the rule it broke", () => {
    const summary = kataRuleFailures(RULES, [graded(["deadline"])]);
    expect(summary.rules[0]).toEqual({ id: "deadline", title: "Deadlines", failed: 1, shareFailed: 1 });
  });

  it("orders rules by failures, keeps ties in the file's order, and counts refusals apart", () => {
    const summary = kataRuleFailures(RULES, [
      graded(["bad-args", "deadline"]),
      graded(["bad-args"]),
      graded([]),
      refused,
    ]);
    expect(summary.graded).toBe(3);
    expect(summary.refused).toBe(1);
    expect(summary.rules.map((r) => [r.id, r.failed])).toEqual([
      ["bad-args", 2],
      ["deadline", 1],
      ["unknown-tool", 0],
    ]);
  });
});
