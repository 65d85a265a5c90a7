import { describe, expect, it } from "vitest";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import { loadKata } from "./load";
import { toPublicKata } from "./public-view";

describe("loadKata and its public view", () => {
  it("loads the error-envelope kata with its starter, reference and section titles", async () => {
    const loaded = await loadKata("error-envelope");
    expect(loaded?.starter).toContain("export class ToolsLayer");
    expect(loaded?.reference).toContain("isTimeoutSignal(thrown)");
    expect(loaded?.sections.get("building-the-envelope")?.title).toBe("Building the envelope");
  });

  it("answers null for a lesson without a kata and for no lesson at all", async () => {
    expect(await loadKata("deadlines-and-retries")).toBeNull();
    expect(await loadKata("no-such-lesson")).toBeNull();
  });

  it("keeps the reference out of what the browser is given", async () => {
    const loaded = await loadKata("error-envelope");
    if (!loaded) throw new Error("the lesson has a kata");
    const view = toPublicKata("error-envelope", loaded);
    const starterLines = new Set(loaded.starter.split("\n").map((line) => line.trim()));
    const referenceOnly = loaded.reference
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.length > 12 && !starterLines.has(line));
    expect(referenceOnly.length).toBeGreaterThan(3);
    const json = JSON.stringify(view);
    for (const line of referenceOnly) expect(json).not.toContain(JSON.stringify(line).slice(1, -1));
    expect(Object.keys(view).sort()).toEqual(["grader", "intro", "rules", "slug", "starter", "title"]);
    expect(view.grader).toBe("layer");
    expect(view.rules.map((rule) => rule.id)).toEqual([...KATA_RULE_IDS]);
    expect(view.rules[0]?.sectionTitle).toBe(loaded.sections.get(view.rules[0]?.section ?? "")?.title);
  });
});
