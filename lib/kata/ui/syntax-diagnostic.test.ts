import { describe, expect, it } from "vitest";
import { rangeAt, whereText } from "./syntax-diagnostic";

const TEXT = "const a = 1;\nlet b = ;\n";

describe("rangeAt", () => {
  it("marks the character at a 1-based line and column", () => {
    const { from, to } = rangeAt(TEXT, 2, 9);
    expect(TEXT.slice(from, to)).toBe(";");
  });

  it("marks the first character for line 1, column 1", () => {
    expect(rangeAt(TEXT, 1, 1)).toEqual({ from: 0, to: 1 });
  });

  it("clamps a column past the line's end to that end, and a line past the text to its last line", () => {
    const end = rangeAt(TEXT, 1, 99);
    expect(end).toEqual({ from: 12, to: 12 });
    const last = rangeAt(TEXT, 50, 1);
    expect(last.from).toBe(TEXT.length);
  });
});

describe("whereText", () => {
  it("names the line and, when known, the column", () => {
    expect(whereText(3, 7)).toBe("line 3, column 7");
    expect(whereText(3)).toBe("line 3");
  });
});
