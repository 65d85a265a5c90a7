/**
 * Tables as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break). NOTE: a spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return) as a formula, so such a cell gets a leading
 * apostrophe: the learner-supplied names in these tables must stay text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised against formulas and quoted when needed. Numbers are written as they are. */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole table: a header line, then one line per row. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
