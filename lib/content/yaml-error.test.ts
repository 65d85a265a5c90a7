import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { describeYamlError } from "./yaml-error";

/** The description of the first syntax error in `source`. */
function describe1(source: string) {
  const [error] = parseDocument(source).errors;
  if (!error) throw new Error("the YAML parsed");
  return describeYamlError(error, source);
}

describe("describeYamlError", () => {
  it("names an over-indented key on its own line, not the line above", () => {
    expect(describe1("cards:\n  - id: a\n    text: x\n      status: timeout\n")).toEqual({
      line: 4,
      reason:
        '"status:" is indented 2 spaces further than "text:" on the line above, so YAML reads it as part of that value; start it in the same column as "text:"',
    });
  });

  it("says in plain words which key is out of line after a quoted value", () => {
    expect(describe1('cards:\n  - id: a\n    text: "x"\n      status: timeout\n')).toEqual({
      line: 4,
      reason:
        '"status:" starts in column 7, but "text:" above it starts in column 5; keys of one block start in the same column, so line it up with "text:" (or, if it belongs further out, with the key it belongs to)',
    });
  });

  it("says the same for a key indented less than the one above it", () => {
    expect(describe1("cards:\n  - id: a\n    text: x\n   status: y\n").reason).toContain(
      '"status:" starts in column 4, but "text:" above it starts in column 5',
    );
  });

  it("keeps the parser's reason, without its position, for other errors", () => {
    expect(describe1("a: [1, 2\n").reason).not.toMatch(/at line \d+/);
  });
});
