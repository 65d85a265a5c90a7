/**
 * The browser side of the SQL worker: how to start one (bundled by Next from
 * sql-worker-entry.ts) and the wasm bytes, fetched once per page and copied to each
 * worker. Each sandbox owns one executor (use-sql-worker.ts).
 */
import { createWorkerExecutor, type SqlWorkerExecutor } from "@/lib/envelope/tools/worker-executor";

let wasm: Promise<ArrayBuffer> | undefined;

/** public/sql-wasm.wasm is copied there by scripts/copy-sql-wasm.mjs. */
function loadWasm(): Promise<ArrayBuffer> {
  if (wasm === undefined) {
    wasm = fetch("/sql-wasm.wasm").then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    wasm.catch(() => {
      wasm = undefined; // a failed download is tried again by the next call
    });
  }
  return wasm;
}

/** A worker executor for one sandbox. */
export function createSandboxSql(): SqlWorkerExecutor {
  return createWorkerExecutor({
    spawn: () => new Worker(new URL("./sql-worker-entry.ts", import.meta.url), { type: "module", name: "sqlite" }),
    loadWasm,
  });
}
