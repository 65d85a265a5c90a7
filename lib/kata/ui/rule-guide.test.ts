import { describe, expect, it } from "vitest";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import { loadRuleGuide, ruleGuideSchema } from "./rule-guide";

describe("the kata's rule guide", () => {
  it("gives every rule of the error-envelope kata, in the order rules are checked, with a lesson section", () => {
    expect(listLessonSlugs()).toContain("error-envelope");
    const guide = loadRuleGuide("error-envelope");
    expect(guide.map((entry) => entry.id)).toEqual([...KATA_RULE_IDS]);
    for (const entry of guide) {
      expect(entry.title.length).toBeGreaterThan(0);
      // The heading's own text, not the id it was looked up by.
      expect(entry.sectionTitle).not.toBe(entry.sectionId);
    }
  });

  it("refuses a section that is not a heading of the lesson, naming the known ones", () => {
    const rules = Object.fromEntries(KATA_RULE_IDS.map((id) => [id, { title: "t", section: "intro" }]));
    const parsed = ruleGuideSchema(["intro", "outro"]).safeParse({
      rules: { ...rules, deadline: { title: "t", section: "nowhere" } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["rules", "deadline", "section"]);
    expect(parsed.error?.issues[0]?.message).toMatch(/known: intro, outro/);
  });

  it("refuses a guide that leaves a rule out", () => {
    const [first, ...rest] = KATA_RULE_IDS;
    const rules = Object.fromEntries(rest.map((id) => [id, { title: "t", section: "intro" }]));
    const parsed = ruleGuideSchema(["intro"]).safeParse({ rules });
    expect(parsed.error?.issues[0]?.path).toEqual(["rules", first]);
  });
});
