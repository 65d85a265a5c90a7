import type { DraftProblem } from "@/lib/exercise-kinds/lesson-draft";

/** A content-check problem placed in one editor file: 1-based line, the words to show. */
export type FileDiagnostic = { line: number; severity: "error" | "warning"; message: string };

/**
 * The problems of file `name`, each on its line; a problem without a line (a missing
 * field, a file-level warning) goes on line 1 so it is still underlined where the file
 * starts. Lines past the end (a draft shortened since the check ran) go on the last line.
 * The field leads the message, as content:check prints it.
 */
export function diagnosticsForFile(
  problems: readonly DraftProblem[],
  name: string,
  lineCount: number,
): FileDiagnostic[] {
  return problems
    .filter((problem) => problem.name === name)
    .map((problem) => ({
      line: Math.min(Math.max(problem.line ?? 1, 1), Math.max(lineCount, 1)),
      severity: problem.severity,
      message: problem.field ? `${problem.field}: ${problem.message}` : problem.message,
    }));
}

/** "2 errors, 1 warning" / "no problems": how the studio sums up a check. */
export function summarizeProblems(problems: readonly { severity: "error" | "warning" }[]): string {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  if (problems.length === 0) return "no problems";
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [errors ? count(errors, "error") : "", warnings ? count(warnings, "warning") : ""].filter(Boolean).join(", ");
}
