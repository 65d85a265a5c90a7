/**
 * The SQL worker: SQLite (sql.js) on its own thread, so a query that runs long holds only
 * this thread, and the page can end it by terminating the worker (worker-executor.ts).
 * The page sends the wasm bytes it fetched once, so a replacement worker starts without
 * a second download.
 */
import initSqlJs, { type Database } from "sql.js";
import { openSampleDatabase, runQuery } from "@/lib/envelope/tools/sql-query";
import { type FromWorker, ToWorkerSchema } from "@/lib/envelope/tools/sql-worker-protocol";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: FromWorker): void;
};
let database: Database | undefined;

scope.onmessage = async (event) => {
  const parsed = ToWorkerSchema.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.type === "init") {
    try {
      database ??= openSampleDatabase(await initSqlJs({ wasmBinary: message.wasm }));
      scope.postMessage({ type: "ready" });
    } catch (thrown) {
      scope.postMessage({ type: "load_failed", message: thrown instanceof Error ? thrown.message : String(thrown) });
    }
    return;
  }
  const { id, ...request } = message;
  try {
    if (database === undefined) throw new Error("SQLite is not loaded in this worker");
    scope.postMessage({ type: "rows", id, output: runQuery(database, request) });
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    const name = error.name === "ReadOnlyQueryError" || error.name === "QueryFailedError" ? error.name : "Error";
    scope.postMessage({ type: "failed", id, error: name, message: error.message });
  }
};
