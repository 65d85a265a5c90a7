import { describe, expect, it } from "vitest";
import { isLessonSlug, MatchCardId, ScenarioId } from "./ids";

describe("isLessonSlug", () => {
  it("accepts lowercase words joined by single dashes", () => {
    expect(["error-envelope", "deadlines-and-retries", "a1"].filter(isLessonSlug)).toHaveLength(3);
  });

  it("refuses anything that could leave the lessons folder or is not kebab-case", () => {
    for (const text of ["..", "a/b", "Error", "a--b", "-a", "a-", "a_b", ""])
      expect(isLessonSlug(text), text).toBe(false);
  });
});

describe("entry ids", () => {
  it("name the rule and give an example when an id is not kebab-case", () => {
    expect(ScenarioId.safeParse("Weather_Outage").error?.issues[0]?.message).toBe(
      "must be lowercase words joined by dashes, e.g. weather-outage",
    );
    expect(MatchCardId.safeParse("weather-slow").success).toBe(true);
  });
});
