/**
 * A problem found in authored content. Every problem names the file (relative to
 * the repository root), optionally the line, and the field path inside that file,
 * so an instructor can go straight to the mistake.
 */
export type ContentProblem = {
  file: string;
  line?: number;
  field: string;
  message: string;
};

/** A problem found by the content check; a warning does not stop a build, an error does. */
export type CheckedProblem = ContentProblem & { severity: "error" | "warning" };

/** Formats a problem as `file[:line] field: message`, the shape every tool prints. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const field = problem.field ? ` ${problem.field}` : "";
  return `${where}${field}: ${problem.message}`;
}

/** Thrown when authored content cannot be used; carries every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(
      problems.length === 1 && problems[0]
        ? formatProblem(problems[0])
        : `${problems.length} content problems:\n${problems.map(formatProblem).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}
