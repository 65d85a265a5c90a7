import { describe, expect, it } from "vitest";
import { passes, percentOf } from "./pass-rule";

describe("the pass rule", () => {
  it("rounds the percent half up, as the graders and the token do", () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(0, 5)).toBe(0);
  });

  it("passes a sheet on the mark and fails one just under it", () => {
    expect(passes({ score: 3, max: 4, passMark: 75 })).toBe(true);
    expect(passes({ score: 14, max: 19, passMark: 75 })).toBe(false);
  });

  it("needs the drawn part on the mark too, however high the whole sheet is", () => {
    const sheet = { score: 19, max: 20, passMark: 75 };
    expect(passes({ ...sheet, drawn: { score: 5, max: 6 } })).toBe(true);
    expect(passes({ ...sheet, drawn: { score: 4, max: 6 } })).toBe(false);
    expect(passes({ score: 14, max: 20, passMark: 75, drawn: { score: 6, max: 6 } })).toBe(false);
  });
});
