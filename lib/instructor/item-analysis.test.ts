import { describe, expect, it } from "vitest";
import { formatIndex, pointBiserial } from "./item-analysis";

describe("pointBiserial", () => {
  it("is 1 when the only right attempt is the only one with a rest score", () => {
    const r = pointBiserial([
      { right: true, rest: 3 },
      { right: false, rest: 0 },
      { right: false, rest: 0 },
    ]);
    expect(formatIndex(r)).toBe("1.00");
  });

  it("is negative when the weaker attempts get the question right", () => {
    // rests 0,1,2,3 (mean 1.5, s = √1.25); right on 0 and 1 (M1 0.5), wrong on 2 and 3 (M0 2.5); p = 0.5.
    const r = pointBiserial([
      { right: true, rest: 0 },
      { right: true, rest: 1 },
      { right: false, rest: 2 },
      { right: false, rest: 3 },
    ]);
    expect(r).toBeCloseTo((-2 / Math.sqrt(1.25)) * 0.5, 12);
    expect(formatIndex(r)).toBe("-0.89");
  });

  it("is undefined with one attempt, with everyone right or wrong, or with equal rest scores", () => {
    expect(pointBiserial([{ right: true, rest: 2 }])).toBeNull();
    expect(
      pointBiserial([
        { right: true, rest: 2 },
        { right: true, rest: 0 },
      ]),
    ).toBeNull();
    expect(
      pointBiserial([
        { right: true, rest: 1 },
        { right: false, rest: 1 },
      ]),
    ).toBeNull();
    expect(formatIndex(null)).toBe("—");
  });
});
