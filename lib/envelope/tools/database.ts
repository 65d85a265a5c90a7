/**
 * The database tool: real SQL (SQLite compiled to WebAssembly by sql.js) over a small
 * sample shop, read-only, behind a capped connection pool.
 *
 * NOTE: sql.js is only imported as a type here. The caller hands in `loadSql`, so this
 * file never decides where the WebAssembly comes from (a URL in the browser, a file in
 * Node); see sql-loader-node.ts and docs/engine.md.
 */
import type { Database, SqlJsStatic, SqlValue } from "sql.js";
import { z } from "zod";
import { sleep } from "../deadline";
import type { Tool } from "../tools-layer";
import type { ConnectionPool } from "./connection-pool";
import { SAMPLE_DATA_SQL } from "./sample-data";
import { findReadOnlyProblem } from "./sql-guard";

/** A write, several statements, or anything but SELECT reached the tool without validation. */
export class ReadOnlyQueryError extends Error {
  override name = "ReadOnlyQueryError";
}

/** SQLite refused the query (no such table, no such column, syntax…). */
export class QueryFailedError extends Error {
  override name = "QueryFailedError";
}

const refineReadOnly = (sql: string, ctx: z.RefinementCtx) => {
  const problem = findReadOnlyProblem(sql);
  if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
};

/** Arguments of the database tool: `{ sql: "SELECT …", params?: [1, "Lisbon", null] }`. */
export const DatabaseArgsSchema = z
  .object({
    sql: z.string().trim().min(1, "a query is required").max(2000).superRefine(refineReadOnly),
    params: z
      .array(z.union([z.string(), z.number(), z.null()]))
      .max(50)
      .optional(),
  })
  .strict();

/** Arguments of the database tool. */
export type DatabaseArgs = z.infer<typeof DatabaseArgsSchema>;

/** What the database tool returns. Rows are arrays in `columns` order. */
export interface QueryOutput {
  columns: string[];
  rows: (string | number | null)[][];
  rowCount: number;
  /** True when more rows matched than `maxRows` allows. */
  truncated: boolean;
}

/** What the database tool needs from the layer that builds it. */
export interface DatabaseToolOptions {
  /** Loads sql.js; without it every call fails with a tool_error naming the fix. */
  loadSql?: () => Promise<SqlJsStatic>;
  pool: ConnectionPool;
  /** Seeded stream for the simulated query latency. */
  random: () => number;
  /** Cap on returned rows. Default 100. */
  maxRows?: number;
}

/** A database tool with its own database, opened on first use and kept. */
export interface DatabaseTool extends Tool<DatabaseArgs> {
  /** Closes the database (sql.js memory is not garbage collected). */
  close(): void;
}

/** Creates the database tool. */
export function createDatabaseTool(options: DatabaseToolOptions): DatabaseTool {
  const { pool, random, maxRows = 100 } = options;
  let opening: Promise<Database> | undefined;
  const open = () => {
    if (opening === undefined) {
      opening = openSampleDatabase(options.loadSql);
      opening.catch(() => {
        opening = undefined; // a failed load is retried by the next call
      });
    }
    return opening;
  };
  return {
    name: "database",
    description: "Runs one read-only SQL SELECT over the sample shop (customers, orders).",
    argsSchema: DatabaseArgsSchema,
    async run({ sql, params = [] }, { signal, simulate }): Promise<QueryOutput> {
      const database = await open();
      const release = simulate === "pool_exhausted" ? await pool.acquireWhileFull(signal) : await pool.acquire(signal);
      try {
        await sleep(2 + Math.floor(random() * 6), signal); // the query's round trip, holding the connection
        return query(database, sql, params, maxRows);
      } finally {
        release();
      }
    },
    close() {
      void opening?.then(
        (database) => database.close(),
        () => {},
      );
      opening = undefined;
    },
  };
}

async function openSampleDatabase(loadSql: DatabaseToolOptions["loadSql"]): Promise<Database> {
  if (loadSql === undefined) {
    throw new Error("the SQL engine is not loaded: pass loadSql to createToolsLayer (see docs/engine.md)");
  }
  const SQL = await loadSql();
  const database = new SQL.Database();
  database.exec(SAMPLE_DATA_SQL);
  database.exec("PRAGMA query_only = ON"); // a second lock behind the schema's SELECT-only rule
  return database;
}

function query(database: Database, sql: string, params: (string | number | null)[], maxRows: number): QueryOutput {
  const problem = findReadOnlyProblem(sql); // again, for callers that skip validation (raising layer)
  if (problem !== null) throw new ReadOnlyQueryError(problem);
  let statement: ReturnType<Database["prepare"]> | undefined;
  try {
    statement = database.prepare(sql);
    statement.bind(params);
    const rows: (string | number | null)[][] = [];
    let truncated = false;
    while (statement.step()) {
      if (rows.length === maxRows) {
        truncated = true;
        break;
      }
      rows.push(statement.get().map(toJsonValue));
    }
    return { columns: statement.getColumnNames(), rows, rowCount: rows.length, truncated };
  } catch (thrown) {
    throw new QueryFailedError(thrown instanceof Error ? thrown.message : String(thrown));
  } finally {
    statement?.free();
  }
}

/** Blobs become hex text so every output survives JSON. */
function toJsonValue(value: SqlValue): string | number | null {
  if (!(value instanceof Uint8Array)) return value;
  return `x'${Array.from(value, (byte) => byte.toString(16).padStart(2, "0")).join("")}'`;
}
