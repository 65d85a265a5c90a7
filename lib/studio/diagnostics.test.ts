import { describe, expect, it } from "vitest";
import type { DraftProblem } from "@/lib/exercise-kinds/lesson-draft";
import { diagnosticsForFile, summarizeProblems } from "./diagnostics";

const problem = (over: Partial<DraftProblem>): DraftProblem => ({
  file: "content/lessons/x/match.yaml",
  name: "match.yaml",
  field: "cards[1].id",
  message: "is wrong",
  severity: "error",
  ...over,
});

describe("diagnosticsForFile", () => {
  it("keeps only the file's own problems, on their lines, with the field first", () => {
    const problems = [problem({ line: 4 }), problem({ name: "lesson.mdx", line: 2 }), problem({ name: undefined })];
    expect(diagnosticsForFile(problems, "match.yaml", 10)).toEqual([
      { line: 4, severity: "error", message: "cards[1].id: is wrong" },
    ]);
  });

  it("puts a problem without a line on line 1, and one past the end on the last line", () => {
    const problems = [problem({ line: undefined, severity: "warning", field: "" }), problem({ line: 99 })];
    expect(diagnosticsForFile(problems, "match.yaml", 7).map((d) => [d.line, d.message])).toEqual([
      [1, "is wrong"],
      [7, "cards[1].id: is wrong"],
    ]);
  });
});

describe("summarizeProblems", () => {
  it("counts errors and warnings in words", () => {
    expect(summarizeProblems([])).toBe("no problems");
    expect(summarizeProblems([{ severity: "error" }])).toBe("1 error");
    expect(summarizeProblems([{ severity: "error" }, { severity: "error" }, { severity: "warning" }])).toBe(
      "2 errors, 1 warning",
    );
    expect(summarizeProblems([{ severity: "warning" }])).toBe("1 warning");
  });
});
