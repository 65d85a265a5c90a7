import { describe, expect, it } from "vitest";
import { checkKata } from "./check";
import { QUOTE_CHARS, quotedCode, referenceGiveaways } from "./giveaways";
import type { KataFile } from "./schema";

const STARTER = 'const tool = this.tools.get(name)!;\nreturn { status: "ok", tool: name, output };';
const REFERENCE =
  'const tool = this.tools.get(name);\nif (isTimeoutSignal(thrown)) return { status: "timeout", tool: name, error: messageOf(thrown) };';

describe("hint steps that give the reference away", () => {
  it("finds a stretch of reference code the starter does not show, whatever the spacing", () => {
    const quote = quotedCode("In the catch write if  (isTimeoutSignal(thrown))\n return first.", REFERENCE, STARTER);
    expect(quote).toHaveLength(QUOTE_CHARS);
    expect(quote).toContain("if (isTimeoutSignal(thr");
  });

  it("lets a step name the API and repeat what the starter already shows", () => {
    expect(quotedCode("Ask isTimeoutSignal before the catch-all.", REFERENCE, STARTER)).toBeUndefined();
    expect(quotedCode("Start from const tool = this.tools.get(name) and go on.", REFERENCE, STARTER)).toBeUndefined();
  });

  it("names the rule and the step that quotes it", () => {
    const rule = {
      id: "deadline",
      title: "t",
      section: "s",
      hint: "Ask the signal.",
      fix: 'Write if (isTimeoutSignal(thrown)) return { status: "timeout" }',
    };
    const kata = { rules: [rule] } as unknown as KataFile;
    expect(referenceGiveaways(kata, REFERENCE, STARTER, "kata.yaml")).toEqual([
      expect.objectContaining({
        file: "kata.yaml",
        field: "rules[0].fix",
        message: expect.stringMatching(/^quotes the reference solution/),
      }),
    ]);
  });

  it("finds none in the lesson's kata", async () => {
    expect(await checkKata("error-envelope")).toEqual([]);
  });
});
