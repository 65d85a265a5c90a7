import { describe, expect, it } from "vitest";
import { closestId, didYouMean, editDistance } from "./did-you-mean";

describe("did you mean", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("one-shape", "one-shape")).toBe(0);
    expect(editDistance("one-shap", "one-shape")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("suggests the closest known id for a typo", () => {
    expect(closestId("five-step", ["one-shape", "five-steps", "nothing-escapes"])).toBe("five-steps");
    expect(didYouMean("nothing-escape", ["one-shape", "nothing-escapes"])).toBe('; did you mean "nothing-escapes"?');
  });

  it("suggests nothing when no known id is close", () => {
    expect(closestId("retry-budget", ["one-shape", "five-steps"])).toBeUndefined();
    expect(didYouMean("retry-budget", [])).toBe("");
    expect(closestId("file", ["path", "title"])).toBeUndefined();
  });
});
