import { readFileSync } from "node:fs";
import { LineCounter, parseDocument } from "yaml";
import { formatAuthorPath } from "./author-path";
import type { ContentProblem } from "./problems";
import { lineOfPath, readDataFile } from "./read-data-file";
import { repoPath } from "./repo-path";

/** A sense problem in an authored file: the path of the field and what is wrong. */
export type Issue = { path: (string | number)[]; message: string };
type Raw = Record<string, unknown>;

/** Whether raw YAML data is a mapping. */
export const isObject = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** A raw list's entries as mappings (anything else as an empty one); not a list: none. */
export const objects = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.map((v) => (isObject(v) ? v : {})) : [];

/**
 * Reads one authored YAML file with its schema, then runs `senseChecks` on the raw data too
 * (checks the schema cannot hold, such as card scenarios, live only there).
 * NOTE: zod skips refinements once a field has failed, so a file with a wrong type
 * AND a duplicate id would only report the type; the raw pass reports both.
 */
export function checkDataFile(
  file: string,
  schema: Parameters<typeof readDataFile>[1],
  senseChecks: (raw: unknown) => Issue[],
): ContentProblem[] {
  const result = readDataFile(file, schema);
  const problems = result.ok ? [] : [...result.problems];
  if (problems.some((problem) => problem.field === "YAML")) return problems;
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, "utf8"), { lineCounter });
  let issues: Issue[] = [];
  try {
    issues = senseChecks(document.toJS());
  } catch {
    // The raw data is too far from the shape for the sense checks; the schema problems say why.
  }
  const seen = new Set(problems.map((p) => `${p.field}\u0000${p.message}`));
  for (const issue of issues) {
    const field = formatAuthorPath(issue.path);
    if (seen.has(`${field}\u0000${issue.message}`)) continue;
    seen.add(`${field}\u0000${issue.message}`);
    problems.push({
      file: repoPath(file),
      line: lineOfPath(document, issue.path, lineCounter),
      field,
      message: issue.message,
    });
  }
  return problems;
}
