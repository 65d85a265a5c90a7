import { describe, expect, it } from "vitest";
import { contrastRatio, parseRgb } from "./contrast";

describe("contrastRatio", () => {
  it("gives 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 29, g: 78, b: 216 }, { r: 29, g: 78, b: 216 })).toBe(1);
  });

  it("does not depend on which colour comes first", () => {
    const blue = { r: 29, g: 78, b: 216 };
    const white = { r: 255, g: 255, b: 255 };
    expect(contrastRatio(blue, white)).toBe(contrastRatio(white, blue));
    // The published figure for #1d4ed8 on white is 6.70:1.
    expect(contrastRatio(blue, white)).toBeCloseTo(6.7, 1);
  });
});

describe("parseRgb", () => {
  it("reads computed rgb() and rgba() colours and refuses anything else", () => {
    expect(parseRgb("rgb(29, 78, 216)")).toEqual({ r: 29, g: 78, b: 216 });
    expect(parseRgb("rgba(16, 18, 22, 0.95)")).toEqual({ r: 16, g: 18, b: 22 });
    expect(parseRgb("color(srgb 1 0 0)")).toBeNull();
  });
});
