/**
 * Node-only: loads sql.js from node_modules. Tests, the bench and scripts pass this as
 * `loadSql`; the browser bundle must not import it (it reads files with node:fs).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import initSqlJs, { type SqlJsStatic } from "sql.js";

let loading: Promise<SqlJsStatic> | undefined;

/** Loads sql.js once per process, reading the wasm from node_modules/sql.js/dist. */
export function loadSqlFromNodeModules(): Promise<SqlJsStatic> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve(/*turbopackIgnore: true*/ "sql.js/dist/sql-wasm.wasm"));
    // Handing over the bytes skips sql.js's own file lookup, which differs between bundlers.
    return initSqlJs({ wasmBinary: new Uint8Array(wasm).buffer });
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
