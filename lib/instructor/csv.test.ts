import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each(['=HYPERLINK("http://evil")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rReturn"])(
    "neutralises %j so a spreadsheet reads it as text",
    (cell) => {
      expect(csvCell(cell).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it.each([
    ["x;=1+2;y", "x;'=1+2;y"],
    ["a\t=cmd", "a\t'=cmd"],
    ["a|@SUM(A1)", "a|'@SUM(A1)"],
    ['a;"=1+2"', '"a;""\'=1+2"""'],
    ["two\n-2+3", '"two\n\'-2+3"'],
    ["a,+1", '"a,\'+1"'],
  ])(
    "neutralises %j, which a spreadsheet splitting on ; tab | or a line break would cut into a formula",
    (cell, written) => {
      expect(csvCell(cell)).toBe(written);
    },
  );

  it("leaves no formula in any field that a spreadsheet splitting on , ; tab | or a line break cuts out", () => {
    const hostile = ["x;=1+2;y", "a\t=cmd", 'a;"=1+2"', "two\r\n-2+3", "a|@SUM(A1)", "=cmd", "a,+1", '";"=1'];
    const csv = toCsv(["Learner", "Tries"], [...hostile.map((cell) => [cell, 3]), [3, ...hostile]]);
    for (const separator of [",", ";", "\t", "|", "\n", "\r"]) {
      // Quotes ignored: the worst case, a reader for which our quotes are not at a field's start.
      const fields = csv.split(separator).map((field) => field.replace(/^[\s"]+/, ""));
      expect(fields.filter((field) => /^[=+\-@]/.test(field))).toEqual([]);
    }
  });

  it("leaves a starter that follows a letter, digit or space alone", () => {
    expect(csvCell("Jean-Luc a@b.example 2+2 Part 1 - Intro")).toBe("Jean-Luc a@b.example 2+2 Part 1 - Intro");
  });

  it("quotes a cell holding a comma, quote or line break and doubles its quotes", () => {
    expect(csvCell('Ada "the first", Lovelace')).toBe('"Ada ""the first"", Lovelace"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("Ada")).toBe("Ada");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(0.5)).toBe("0.5");
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF-ended line per row", () => {
    expect(toCsv(["Learner", "Tries"], [["=cmd", 3]])).toBe("Learner,Tries\r\n'=cmd,3\r\n");
  });

  it("writes only the header for a table with no rows", () => {
    expect(toCsv(["A", "B"], [])).toBe("A,B\r\n");
  });
});
