import { describe, expect, it } from "vitest";
import { describeRange, rangeCheck } from "./number-range";

const percent = rangeCheck({ min: 0, max: 100, whole: true, unit: "%" });
const share = rangeCheck({ min: 0, max: 1, whole: false });

describe("rangeCheck", () => {
  it("accepts both ends of the range, as text or as a number", () => {
    expect(percent("0")).toEqual({ ok: true, value: 0 });
    expect(percent(" 100 ")).toEqual({ ok: true, value: 100 });
    expect(percent(42)).toEqual({ ok: true, value: 42 });
    expect(share("0.25")).toEqual({ ok: true, value: 0.25 });
    expect(share(".5")).toEqual({ ok: true, value: 0.5 });
  });

  it("refuses a value just outside either end instead of clamping it", () => {
    for (const input of ["-1", "101", -0.5, 100.5]) expect(percent(input).ok).toBe(false);
    expect(share("1.01").ok).toBe(false);
  });

  it("refuses a fraction when the range wants whole numbers, and keeps it otherwise", () => {
    expect(percent("2.5").ok).toBe(false);
    expect(share("0.333")).toEqual({ ok: true, value: 0.333 });
  });

  it("refuses empty and non-numeric text that Number() would read as 0 or a number", () => {
    for (const input of ["", "   ", "abc", "0x10", "1,5", "Infinity", "1e", "--1"]) {
      expect(percent(input).ok, JSON.stringify(input)).toBe(false);
    }
    expect(percent(Number.NaN).ok).toBe(false);
  });

  it("names the whole range in every refusal", () => {
    expect(percent("abc")).toEqual({ ok: false, problem: "must be a whole number from 0 to 100 %" });
    expect(share("2")).toEqual({ ok: false, problem: "must be a number from 0 to 1" });
  });

  it("carries its range so a control can show it", () => {
    expect(describeRange(percent.range)).toBe("0 to 100 %");
  });
});
