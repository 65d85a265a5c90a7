/**
 * The database tool's read-only rule, checked without a database: exactly one statement,
 * and it must be a SELECT (optionally behind WITH). Strings, quoted names and comments
 * are skipped so a ';' or a keyword inside them does not count. Queries that could run
 * or grow without bound (recursive CTEs, huge blobs) are refused by sql-runaway.ts.
 */
import { findRunawayProblem, type SqlToken } from "./sql-runaway";

type Word = { upper: string; depth: number };

const VERBS = new Set(["SELECT", "INSERT", "UPDATE", "DELETE", "REPLACE", "VALUES"]);

/** Returns why `sql` is not allowed (positions are 1-based), or null when it is a single SELECT. */
export function findReadOnlyProblem(sql: string): string | null {
  const scanned = scan(sql);
  if (typeof scanned === "string") return scanned;
  const { words, statementStarts } = scanned;
  if (statementStarts.length === 0) return "there is no statement";
  if (statementStarts.length > 1) {
    return `only one statement is allowed; a second one starts at position ${statementStarts[1]}`;
  }
  const runaway = findRunawayProblem(scanned.tokens);
  if (runaway !== null) return runaway;
  const first = words[0];
  if (first === undefined) return "the statement has no keyword"; // e.g. "(1)"
  if (first.upper === "SELECT") return null;
  if (first.upper !== "WITH") return `only SELECT queries are allowed, not ${first.upper}`;
  // After WITH, the first verb outside the parentheses is the real statement.
  const verb = words.find((w) => w.depth === 0 && VERBS.has(w.upper));
  if (verb === undefined) return "WITH must be followed by a SELECT";
  return verb.upper === "SELECT" ? null : `only SELECT queries are allowed, not WITH … ${verb.upper}`;
}

function scan(sql: string): { words: Word[]; tokens: SqlToken[]; statementStarts: number[] } | string {
  const words: Word[] = [];
  const tokens: SqlToken[] = [];
  const statementStarts: number[] = [];
  let depth = 0;
  let statement = 0; // index of the statement being read; ';' moves on only after a non-empty one
  let at = 0;
  const mark = () => {
    if (statementStarts.length === statement) statementStarts.push(at + 1);
  };
  while (at < sql.length) {
    const char = sql.charAt(at);
    const two = sql.slice(at, at + 2);
    if (/\s/.test(char)) at++;
    else if (two === "--") at = lineEnd(sql, at);
    else if (two === "/*") {
      const end = sql.indexOf("*/", at + 2);
      if (end < 0) return `the comment at position ${at + 1} is never closed`;
      at = end + 2;
    } else if (char === ";") {
      if (statementStarts.length > statement) statement++;
      at++;
    } else {
      mark();
      if (char === "'" || char === '"' || char === "`" || char === "[") {
        const end = quoteEnd(sql, at, char === "[" ? "]" : char);
        if (end < 0) return `the quote at position ${at + 1} is never closed`;
        const text = sql.slice(at + 1, end);
        tokens.push({ kind: char === "'" ? "string" : "name", text, upper: text.toUpperCase(), depth });
        at = end + 1;
      } else if (/[A-Za-z_]/.test(char)) {
        const word = /[A-Za-z_][A-Za-z0-9_$]*/y;
        word.lastIndex = at;
        const text = word.exec(sql)?.[0] ?? char;
        words.push({ upper: text.toUpperCase(), depth });
        tokens.push({ kind: "word", text, upper: text.toUpperCase(), depth });
        at += text.length;
      } else {
        if (char === ")") depth = Math.max(0, depth - 1);
        tokens.push({ kind: "punct", text: char, upper: char, depth });
        if (char === "(") depth++;
        at++;
      }
    }
  }
  return { words, tokens, statementStarts };
}

function lineEnd(sql: string, from: number): number {
  const end = sql.indexOf("\n", from);
  return end < 0 ? sql.length : end + 1;
}

/** Index of the closing quote; a doubled quote ('it''s') is an escaped one. */
function quoteEnd(sql: string, from: number, close: string): number {
  for (let at = from + 1; at < sql.length; at++) {
    if (sql.charAt(at) !== close) continue;
    if (close !== "]" && sql.charAt(at + 1) === close) at++;
    else return at;
  }
  return -1;
}
