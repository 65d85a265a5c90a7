/**
 * Tables as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break). NOTE: a spreadsheet runs a field that starts with
 * = + - @ (or a tab or carriage return) as a formula, and the learner-supplied names in
 * these tables must stay text. A spreadsheet set to split on ";" or tab cuts our rows
 * elsewhere than at our commas, where our quotes do not protect, so `x;=1+2` holds a
 * field `=1+2` for it. Hence an apostrophe goes before every formula starter that begins
 * the cell or follows a separator some spreadsheet may split on (comma, semicolon, tab,
 * pipe, line break), quotes between allowed. Space and arbitrary "other" separators are
 * left out: guarding them would mangle ordinary prose ("Part 1 - Intro").
 */

const FORMULA_AT_FIELD_START = /(^|[,;|\t\r\n]"*)(?=[=+\-@\t\r])/g;

/** One cell, neutralised against formulas and quoted when needed. Numbers are written as they are. */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = value.replace(FORMULA_AT_FIELD_START, "$1'");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole table: a header line, then one line per row. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
