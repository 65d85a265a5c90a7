/**
 * Where the database tool's SQL runs. The tool keeps the pool and the simulated round trip;
 * an executor only answers queries. In Node the query runs in-process (tests, the bench);
 * the browser sandbox passes a worker executor (worker-executor.ts) so a runaway query can
 * be stopped by terminating its thread.
 */
import type { Database, SqlJsStatic } from "sql.js";
import { openSampleDatabase, type QueryOutput, type QueryRequest, runQuery } from "./sql-query";

/** Answers queries over the sample shop. */
export interface SqlExecutor {
  /** Runs one query; rejects with the signal's reason when it aborts first. */
  query(request: QueryRequest, signal: AbortSignal): Promise<QueryOutput>;
  /** Frees the database. The executor may not be used afterwards. */
  close(): void;
}

/**
 * Runs queries on this thread, opening the database on first use. A failed load is retried
 * by the next query. SQLite work is synchronous here: the deadline ends the wait but not the
 * query, which is why the browser uses a worker instead.
 */
export function createInProcessExecutor(loadSql: (() => Promise<SqlJsStatic>) | undefined): SqlExecutor {
  let opening: Promise<Database> | undefined;
  const open = () => {
    if (opening === undefined) {
      opening = openWith(loadSql);
      opening.catch(() => {
        opening = undefined;
      });
    }
    return opening;
  };
  return {
    async query(request, signal) {
      const database = await open();
      signal.throwIfAborted();
      return runQuery(database, request);
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

async function openWith(loadSql: (() => Promise<SqlJsStatic>) | undefined): Promise<Database> {
  if (loadSql === undefined) {
    throw new Error("the SQL engine is not loaded: pass loadSql to createToolsLayer (see docs/engine.md)");
  }
  return openSampleDatabase(await loadSql());
}
