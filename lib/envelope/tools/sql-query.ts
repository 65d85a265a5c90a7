/**
 * Running one query against the sample database. Shared by the in-process executor (Node,
 * tests, the bench) and the browser's SQL worker, so both answer with the same output and
 * the same errors.
 */
import type { Database, SqlJsStatic, SqlValue } from "sql.js";
import { ToolFailure } from "../retry-hint";
import { SAMPLE_DATA_SQL } from "./sample-data";
import { findReadOnlyProblem } from "./sql-guard";

/**
 * A write, several statements, or anything but SELECT reached the tool without validation.
 * The SQL is the caller's argument, so the code says to change it.
 */
export class ReadOnlyQueryError extends ToolFailure {
  override name = "ReadOnlyQueryError";
  constructor(message: string) {
    super(message, { retryable: false, reason: "the tool only reads" }, "bad_arguments");
  }
}

/**
 * SQLite refused the query (no such table, no such column, syntax…). The SQL is the
 * caller's argument, so the code says to change it; the same text fails the same way.
 */
export class QueryFailedError extends ToolFailure {
  override name = "QueryFailedError";
  constructor(message: string) {
    super(message, { retryable: false, reason: "SQLite refuses the same query the same way" }, "bad_arguments");
  }
}

/** What the database tool returns. Rows are arrays in `columns` order. */
export interface QueryOutput {
  columns: string[];
  rows: (string | number | null)[][];
  rowCount: number;
  /** True when more rows matched than `maxRows` allows. */
  truncated: boolean;
}

/** One query as the tool hands it to an executor. */
export interface QueryRequest {
  sql: string;
  params: (string | number | null)[];
  maxRows: number;
}

/**
 * The most characters of values one result may hold. Rows are capped, but a single value
 * is not: nested replace() calls grow a string tenfold per level past anything the guard
 * can see, and a 100 MB cell posted to the page and rendered crashed the tab.
 */
export const MAX_OUTPUT_CHARS = 100_000;

/** Opens the sample shop in memory, read-only. */
export function openSampleDatabase(SQL: SqlJsStatic): Database {
  const database = new SQL.Database();
  database.exec(SAMPLE_DATA_SQL);
  database.exec("PRAGMA query_only = ON"); // a second lock behind the schema's SELECT-only rule
  return database;
}

/** Runs one read-only query; throws ReadOnlyQueryError or QueryFailedError. */
export function runQuery(database: Database, { sql, params, maxRows }: QueryRequest): QueryOutput {
  const problem = findReadOnlyProblem(sql); // again, for callers that skip validation (raising layer)
  if (problem !== null) throw new ReadOnlyQueryError(problem);
  let statement: ReturnType<Database["prepare"]> | undefined;
  try {
    statement = database.prepare(sql);
    statement.bind(params);
    const rows: (string | number | null)[][] = [];
    let truncated = false;
    let chars = 0;
    while (statement.step()) {
      if (rows.length === maxRows) {
        truncated = true;
        break;
      }
      const values = statement.get();
      chars += values.reduce<number>((sum, value) => sum + shownLength(value), 0);
      if (chars > MAX_OUTPUT_CHARS) throw new QueryFailedError(tooLarge());
      rows.push(values.map(toJsonValue));
    }
    return { columns: statement.getColumnNames(), rows, rowCount: rows.length, truncated };
  } catch (thrown) {
    throw new QueryFailedError(thrown instanceof Error ? thrown.message : String(thrown));
  } finally {
    statement?.free();
  }
}

const tooLarge = () =>
  `the result is too large to show (over ${MAX_OUTPUT_CHARS} characters of values); select fewer or shorter values`;

/** How many characters `value` takes once shown; measured before a blob is turned into hex. */
function shownLength(value: SqlValue): number {
  if (typeof value === "string") return value.length;
  return value instanceof Uint8Array ? 2 * value.length + 3 : 0;
}

/** Blobs become hex text so every output survives JSON. */
function toJsonValue(value: SqlValue): string | number | null {
  if (!(value instanceof Uint8Array)) return value;
  return `x'${Array.from(value, (byte) => byte.toString(16).padStart(2, "0")).join("")}'`;
}
