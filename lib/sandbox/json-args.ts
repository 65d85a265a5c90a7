/**
 * Reads the arguments the student typed. JSON syntax mistakes are reported with a
 * line and column, so the editor can say where to look instead of "invalid JSON".
 */

export type ParsedArgs =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number; position: number };

/** 1-based line and column of a 0-based offset in `text`. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses `text` as JSON. On failure, finds the offset in the engine's message (V8 says
 * "at position N"; other engines differ) and falls back to the end of the text, which is
 * where "unexpected end" mistakes live.
 */
export function parseArgsJson(text: string): ParsedArgs {
  if (text.trim() === "") {
    return {
      ok: false,
      message: "The arguments are empty; write a JSON object such as {}.",
      line: 1,
      column: 1,
      position: 0,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (thrown) {
    const raw = thrown instanceof Error ? thrown.message : String(thrown);
    const match = /position (\d+)/.exec(raw);
    const position = match ? Number(match[1]) : text.length;
    const { line, column } = lineAndColumn(text, position);
    const reason = raw
      .replace(/\s*\(line \d+ column \d+\)/, "")
      .replace(/\s*(in JSON )?at position \d+/, "")
      .replace(/^JSON\.parse: /, "");
    return { ok: false, message: `Line ${line}, column ${column}: ${reason}`, line, column, position };
  }
}
