/**
 * Where a refusal's 1-based line and column fall in the editor's text, as offsets the
 * editor's lint marks use. Pure, so the mapping is tested without an editor.
 */

/** The range to mark: one character at line:column, clamped to the text (a column past the end marks the line's end). */
export function rangeAt(text: string, line: number, column: number): { from: number; to: number } {
  const lines = text.split("\n");
  const lineIndex = Math.min(Math.max(line, 1), lines.length) - 1;
  let start = 0;
  for (let i = 0; i < lineIndex; i++) start += (lines[i]?.length ?? 0) + 1;
  const length = lines[lineIndex]?.length ?? 0;
  const from = start + Math.min(Math.max(column, 1) - 1, length);
  return { from, to: Math.min(from + 1, start + length) };
}

/** "line 3, column 7", as the results and the mark both say it. */
export const whereText = (line: number, column?: number) =>
  column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
