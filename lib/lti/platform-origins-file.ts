/**
 * The registered platforms' web origins as a small JSON file in the data folder, for
 * proxy.ts. NOTE: the proxy runs before every response (Node.js runtime in Next 16) and
 * must answer in microseconds whatever the database is doing, so it does not query the
 * store: the LTI side writes this file whenever the set of registered origins it has
 * seen changes, and the proxy re-reads it only when its modification time moves.
 * Server-only (node:fs).
 */
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const PLATFORM_ORIGINS_FILE = "lti-platform-origins.json";

const Origins = z.array(z.string().max(2000)).max(10_000);

const fileIn = (dataDir: string) => path.join(/*turbopackIgnore: true*/ dataDir, PLATFORM_ORIGINS_FILE);

/** Replaces the file with `origins` (sorted, deduplicated), atomically: a reader sees the old or the new list. */
export function writePlatformOrigins(dataDir: string, origins: readonly string[]): void {
  const file = fileIn(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify([...new Set(origins)].sort())}\n`, { mode: 0o644 });
  renameSync(partial, file);
}

/**
 * A reader for the proxy: the file's origins, re-read only when its mtime changes; []
 * while it does not exist or does not parse (then only LTI_PLATFORMS's origins apply).
 */
export function platformOriginsReader(dataDir: string): () => readonly string[] {
  const file = fileIn(dataDir);
  let seen: { mtimeMs: number; origins: readonly string[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (seen?.mtimeMs !== mtimeMs) {
      let origins: readonly string[] = [];
      try {
        const parsed = Origins.safeParse(JSON.parse(readFileSync(file, "utf8")));
        if (parsed.success) origins = parsed.data;
      } catch {
        origins = [];
      }
      seen = { mtimeMs, origins };
    }
    return seen.origins;
  };
}
