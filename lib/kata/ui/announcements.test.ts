import { describe, expect, it } from "vitest";
import { KATA_RULE_IDS, type Verdict } from "@/lib/kata/verdict";
import { refusalText, silenceText, verdictHeadline } from "./announcements";

const titleOf = (id: string) => `rule ${id}`;
const graded = (failing: string[]): Verdict => ({
  kind: "graded",
  passed: failing.length === 0,
  rules: KATA_RULE_IDS.map((id) => ({ id, passed: !failing.includes(id) })),
  seed: 1,
  callsRun: 10,
});

describe("verdictHeadline", () => {
  it("says every rule passes when the layer passed", () => {
    expect(verdictHeadline(graded([]), titleOf)).toBe(
      `All ${KATA_RULE_IDS.length} rules pass. Your layer keeps every promise of the envelope.`,
    );
  });

  it("counts the passing rules and names the first failing one by its title", () => {
    expect(verdictHeadline(graded(["deadline", "bad-args"]), titleOf)).toBe(
      `${KATA_RULE_IDS.length - 2} of ${KATA_RULE_IDS.length} rules pass. First to fix: rule bad-args.`,
    );
  });

  it("gives a syntax refusal's line and column", () => {
    const refused: Verdict = {
      kind: "refused",
      refusal: { code: "syntax", message: "Unexpected token", line: 4, column: 12 },
    };
    expect(verdictHeadline(refused, titleOf)).toBe(
      "Your code has a syntax error on line 4, column 12: Unexpected token",
    );
  });
});

describe("refusalText and silenceText", () => {
  it("passes on the grader's own words for other refusals", () => {
    expect(refusalText({ code: "import", message: 'only "envelope-kata" can be imported, not "fs"' })).toBe(
      'Your code could not be checked: only "envelope-kata" can be imported, not "fs"',
    );
  });

  it("names both causes of a silent check, a loop and memory that grows, claims neither, and says how long it waited", () => {
    const text = silenceText(8000);
    expect(text).toMatch(/^Your code stopped answering, so the check was stopped after 8 seconds/);
    expect(text).toContain("An endless loop and memory that grows without end look the same from here");
    expect(text).not.toMatch(/ran too long|used too much memory/);
  });

  it("says the wait in words that fit its length: one second, or a fraction", () => {
    expect(silenceText(1000)).toContain("stopped after 1 second;");
    expect(silenceText(1500)).toContain("stopped after 1.5 seconds;");
  });
});
