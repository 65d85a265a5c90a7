import type { YAMLError } from "yaml";

/**
 * The line and a one-line reason for a YAML syntax error. `lineOffset` is added for
 * YAML that sits inside a larger file (front matter starts on line 2 of lesson.mdx).
 */
export function describeYamlError(error: YAMLError, lineOffset = 0): { line?: number; reason: string } {
  const line = error.linePos?.[0].line;
  // The yaml package appends " at line N, column M:" and a code excerpt; the problem already carries the line.
  const reason = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:$/, "") ?? error.message;
  return { line: line === undefined ? undefined : line + lineOffset, reason };
}
