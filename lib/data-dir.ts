/**
 * Where the server keeps what it writes: the generated signing secret and the
 * embedded database. One rule for every writer, so DATA_DIR moves them all. Server-only.
 */
import path from "node:path";

type Env = Record<string, string | undefined>;

/** The data folder: DATA_DIR, else `data/` in the project (gitignored). */
export function dataDir(env: Env = process.env): string {
  return env.DATA_DIR?.trim() || path.join(/*turbopackIgnore: true*/ process.cwd(), "data");
}
