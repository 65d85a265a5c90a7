import { describe, expect, it } from "vitest";
import { lineAndColumn, parseArgsJson } from "./json-args";

describe("parseArgsJson", () => {
  it("returns the value of valid JSON", () => {
    expect(parseArgsJson('{ "city": "Oslo" }')).toEqual({ ok: true, value: { city: "Oslo" } });
  });

  it("points at the line and column of a syntax mistake", () => {
    const parsed = parseArgsJson('{\n  "city": "Oslo",\n  units: 1\n}');
    expect(parsed).toMatchObject({ ok: false, line: 3, column: 3 });
    if (!parsed.ok) expect(parsed.message).toMatch(/^Line 3, column 3: /);
  });

  it("places an unfinished object at the end of the text", () => {
    const parsed = parseArgsJson('{ "a": 1');
    expect(parsed).toMatchObject({ ok: false, line: 1 });
    if (!parsed.ok) expect(parsed.column).toBeGreaterThanOrEqual(8);
  });

  it("asks for an object when the text is empty", () => {
    expect(parseArgsJson("  ")).toMatchObject({ ok: false, line: 1, column: 1 });
  });
});

describe("lineAndColumn", () => {
  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("ab", 0)).toEqual({ line: 1, column: 1 });
  });
});
