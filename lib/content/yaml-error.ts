import type { YAMLError } from "yaml";

const KEY = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):/;

/**
 * The line and a one-line reason, with the fix, for a YAML syntax error. `lineOffset`
 * is added for YAML that sits inside a larger file (front matter starts on line 2 of
 * lesson.mdx). With the `source`, the commonest slip gets its own words: a key indented
 * further than the key above it, which the parser reports on the line above as
 * "Nested mappings are not allowed in compact mappings".
 */
export function describeYamlError(
  error: YAMLError,
  source?: string,
  lineOffset = 0,
): { line?: number; reason: string } {
  const line = error.linePos?.[0].line;
  const shift = (at: number | undefined) => (at === undefined ? undefined : at + lineOffset);
  const overIndented = source && line !== undefined ? findOverIndentedKey(source, line) : undefined;
  if (overIndented && (error.code === "BLOCK_AS_IMPLICIT_KEY" || error.code === "MULTILINE_IMPLICIT_KEY"))
    return { line: shift(overIndented.line), reason: overIndented.reason };
  const misaligned =
    source && line !== undefined && (error.code === "BAD_INDENT" || error.code === "MISSING_CHAR")
      ? misalignedKey(source, line)
      : undefined;
  if (misaligned) return { line: shift(line), reason: misaligned };
  // The yaml package appends " at line N, column M:" and a code excerpt; the problem already carries the line.
  const reason = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:$/, "") ?? error.message;
  const quoting =
    error.code === "BLOCK_AS_IMPLICIT_KEY"
      ? "; a value that holds ': ' must be put in quotes"
      : "; check the indentation and quoting on this line";
  return { line: shift(line), reason: `${reason}${quoting}` };
}

/**
 * The parser's "All mapping items must start at the same column" (or, for a key indented
 * less than its neighbours, "Sequence item without - indicator") in plain words: which
 * key is out of line, and with which key above it.
 */
function misalignedKey(source: string, line: number): string | undefined {
  const lines = source.split("\n").map((text) => text.replace(/\r$/, ""));
  const here = KEY.exec(lines[line - 1] ?? "");
  if (!here) return undefined;
  let above = line - 2;
  while (above >= 0 && !KEY.test(lines[above] ?? "")) above--;
  const before = KEY.exec(lines[above] ?? "");
  if (!before) return undefined;
  const column = (match: RegExpExecArray) => (match[1] ?? "").length + 1;
  const [at, was] = [column(here), column(before)];
  if (at === was) return undefined;
  return `"${here[2]}:" starts in column ${at}, but "${before[2]}:" above it starts in column ${was}; keys of one block start in the same column, so line it up with "${before[2]}:" (or, if it belongs further out, with the key it belongs to)`;
}

/** A `key:` line after `line` (1-based) that is indented further than the key on `line`. */
function findOverIndentedKey(source: string, line: number): { line: number; reason: string } | undefined {
  const lines = source.split("\n").map((text) => text.replace(/\r$/, ""));
  const above = KEY.exec(lines[line - 1] ?? "");
  if (!above) return undefined;
  let next = line;
  while (next < lines.length && (lines[next] ?? "").trim() === "") next++;
  const below = KEY.exec(lines[next] ?? "");
  const column = (above[1] ?? "").length;
  if (!below || (below[1] ?? "").length <= column) return undefined;
  const extra = (below[1] ?? "").length - column;
  return {
    line: next + 1,
    reason: `"${below[2]}:" is indented ${extra} space${extra === 1 ? "" : "s"} further than "${above[2]}:" on the line above, so YAML reads it as part of that value; start it in the same column as "${above[2]}:"`,
  };
}
