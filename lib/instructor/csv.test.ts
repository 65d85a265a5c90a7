import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each(['=HYPERLINK("http://evil")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rReturn"])(
    "neutralises %j so a spreadsheet reads it as text",
    (cell) => {
      expect(csvCell(cell).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

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
