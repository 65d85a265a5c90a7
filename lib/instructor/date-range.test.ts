import { describe, expect, it } from "vitest";
import { dateRangeParams, describeDateRange, inDateRange, NO_DATE_RANGE, parseDateRange } from "./date-range";

describe("parseDateRange", () => {
  it("reads both ends, one end, or none (an empty field is no bound)", () => {
    expect(parseDateRange({ from: "2026-01-02", to: "2026-01-31" })).toEqual({
      ok: true,
      range: { from: "2026-01-02", to: "2026-01-31" },
    });
    expect(parseDateRange({ from: "", to: "2026-01-31" })).toEqual({
      ok: true,
      range: { from: null, to: "2026-01-31" },
    });
    expect(parseDateRange({})).toEqual({ ok: true, range: NO_DATE_RANGE });
  });

  it("refuses a value that is not a day, and a range that ends before it starts, saying what to write", () => {
    expect(parseDateRange({ from: "yesterday" })).toEqual({
      ok: false,
      message: "“from” must be a date written YYYY-MM-DD, e.g. 2026-01-31",
    });
    expect(parseDateRange({ to: "2026-02-30" })).toMatchObject({ ok: false });
    expect(parseDateRange({ from: "2026-02-01", to: "2026-01-31" })).toEqual({
      ok: false,
      message: "“from” is after “to”: swap the two dates",
    });
  });
});

describe("inDateRange", () => {
  it("includes both end days whole, in UTC", () => {
    const range = { from: "2026-01-02", to: "2026-01-03" };
    expect(inDateRange(new Date("2026-01-01T23:59:59Z"), range)).toBe(false);
    expect(inDateRange(new Date("2026-01-02T00:00:00Z"), range)).toBe(true);
    expect(inDateRange(new Date("2026-01-03T23:59:59Z"), range)).toBe(true);
    expect(inDateRange(new Date("2026-01-04T00:00:00Z"), range)).toBe(false);
    expect(inDateRange(new Date("1999-01-01T00:00:00Z"), NO_DATE_RANGE)).toBe(true);
  });

  it("asks for the same range again with only its bounded ends", () => {
    expect(dateRangeParams({ from: null, to: "2026-01-03" })).toEqual([["to", "2026-01-03"]]);
  });

  it("says the range in words", () => {
    expect(describeDateRange({ from: "2026-01-02", to: "2026-01-03" })).toBe(
      "Attempts graded from 2026-01-02 to 2026-01-03 (UTC days, both included).",
    );
    expect(describeDateRange({ from: null, to: "2026-01-03" })).toBe(
      "Attempts graded up to 2026-01-03 (UTC, that day included).",
    );
    expect(describeDateRange(NO_DATE_RANGE)).toBe("Attempts of every date.");
  });
});
