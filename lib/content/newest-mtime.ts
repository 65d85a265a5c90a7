import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The newest modification time (ms) of any file under `dir`, or 0 when there is none.
 * The dev-only edit loop polls it: when it changes, an open page re-renders.
 */
export function newestMtime(dir: string): number {
  let newest = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    try {
      const stat = statSync(path.join(/*turbopackIgnore: true*/ dir, entry));
      if (stat.isFile() && stat.mtimeMs > newest) newest = stat.mtimeMs;
    } catch {
      // A file removed between listing and stat (an editor's swap file) is simply skipped.
    }
  }
  return newest;
}
