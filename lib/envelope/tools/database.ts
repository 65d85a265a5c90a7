/**
 * The database tool: real SQL (SQLite compiled to WebAssembly by sql.js) over a small
 * sample shop, read-only, behind a capped connection pool.
 *
 * NOTE: sql.js is only imported as a type here. The caller hands in `loadSql` (the query
 * then runs in-process) or an `executor` (the browser's SQL worker), so this file never
 * decides where the WebAssembly comes from or which thread runs it; see docs/engine.md.
 */
import type { SqlJsStatic } from "sql.js";
import { z } from "zod";
import { sleep } from "../deadline";
import type { Tool } from "../tools-layer";
import type { ConnectionPool } from "./connection-pool";
import { createInProcessExecutor, type SqlExecutor } from "./sql-executor";
import { findReadOnlyProblem } from "./sql-guard";
import type { QueryOutput } from "./sql-query";

export { QueryFailedError, type QueryOutput, ReadOnlyQueryError } from "./sql-query";

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

/** What the database tool needs from the layer that builds it. */
export interface DatabaseToolOptions {
  /** Loads sql.js for an in-process database; without it (and without `executor`) calls fail naming the fix. */
  loadSql?: () => Promise<SqlJsStatic>;
  /** Runs the SQL somewhere else (the browser's worker). Wins over `loadSql`; the tool does not close it. */
  executor?: SqlExecutor;
  pool: ConnectionPool;
  /** Seeded stream for the simulated query latency. */
  random: () => number;
  /** Cap on returned rows. Default 100. */
  maxRows?: number;
}

/** A database tool with its own database (or a borrowed executor). */
export interface DatabaseTool extends Tool<DatabaseArgs> {
  /** Closes an in-process database (sql.js memory is not garbage collected). */
  close(): void;
}

/** Creates the database tool. */
export function createDatabaseTool(options: DatabaseToolOptions): DatabaseTool {
  const { pool, random, maxRows = 100 } = options;
  const owned = options.executor === undefined ? createInProcessExecutor(options.loadSql) : undefined;
  const executor = options.executor ?? (owned as SqlExecutor);
  return {
    name: "database",
    description: "Runs one read-only SQL SELECT over the sample shop (customers, orders).",
    argsSchema: DatabaseArgsSchema,
    async run({ sql, params = [] }, { signal, simulate }): Promise<QueryOutput> {
      const release = simulate === "pool_exhausted" ? await pool.acquireWhileFull(signal) : await pool.acquire(signal);
      try {
        // A slow query (a fault) holds the connection as long as it works: until its signal aborts, if it listens.
        if (typeof simulate === "object") await sleep(simulate.queryMs, signal);
        await sleep(2 + Math.floor(random() * 6), signal); // the query's round trip, holding the connection
        return await executor.query({ sql, params, maxRows }, signal);
      } finally {
        release();
      }
    },
    close() {
      owned?.close();
    },
  };
}
