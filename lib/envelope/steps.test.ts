import { describe, expect, it } from "vitest";
import { explainStep, isStepId, STEP_IDS, STEP_STATUS } from "./steps";

describe("steps", () => {
  it("keeps the five steps in the lesson's order", () => {
    expect(STEP_IDS).toEqual(["unknown-tool", "validation", "success", "timeout", "catch-all"]);
  });

  it.each(STEP_IDS)("explains step %s with a sentence that names the status it decides", (step) => {
    const sentence = explainStep(step);
    expect(sentence).toMatch(/^[A-Z].*\.$/);
    expect(sentence).toContain(STEP_STATUS[step]);
  });

  it("says in the validation sentence that the tool was never called", () => {
    expect(explainStep("validation")).toContain("the tool was never called");
  });

  it("recognises step ids and refuses anything else", () => {
    expect(STEP_IDS.every(isStepId)).toBe(true);
    expect([undefined, "Timeout", "retry", 3].some(isStepId)).toBe(false);
  });
});
