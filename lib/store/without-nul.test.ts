import { describe, expect, it } from "vitest";
import { withoutNul } from "./without-nul";

describe("withoutNul", () => {
  it("replaces NUL in strings, nested values and object keys, and leaves everything else as it is", () => {
    const when = new Date("2026-01-01T00:00:00Z");
    expect(withoutNul({ "q\u00001": ["a\u0000b", 3, null, true], name: "Ada", when })).toEqual({
      "q\uFFFD1": ["a\uFFFDb", 3, null, true],
      name: "Ada",
      when,
    });
    expect(withoutNul("\u0000\u0000")).toBe("\uFFFD\uFFFD");
  });
});
