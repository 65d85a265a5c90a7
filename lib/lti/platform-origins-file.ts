/**
 * The registered platforms' web origins as a small JSON file in the data folder, for
 * proxy.ts. NOTE: the proxy runs before every response (Node.js runtime in Next 16) and
 * must answer in microseconds whatever the database is doing, so it does not query the
 * store: the LTI side writes this file whenever the set of registered origins it has
 * seen changes, and the proxy re-reads it only when its modification time moves.
 * Server-only (node:fs).
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const PLATFORM_ORIGINS_FILE = "lti-platform-origins.json";

/** The largest file read; a bigger one is read as no origin (it would not fit in a header anyway). */
export const MAX_ORIGINS_FILE_BYTES = 64 * 1024;

/** A web origin exactly as the URL parser writes it (http or https), nothing else. */
function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

// NOTE: the entries go into the Content-Security-Policy header: a newline or ";" in one
// would break the header or add a directive, so whatever is not exactly an origin is dropped.
const Origins = z
  .array(z.unknown())
  .transform((list) => list.filter((x): x is string => typeof x === "string" && isWebOrigin(x)));

const fileIn = (dataDir: string) => path.join(/*turbopackIgnore: true*/ dataDir, PLATFORM_ORIGINS_FILE);

/** Replaces the file with `origins` (sorted, deduplicated), atomically: a reader sees the old or the new list. */
export function writePlatformOrigins(dataDir: string, origins: readonly string[]): void {
  mkdirSync(dataDir, { recursive: true });
  const file = fileIn(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify([...new Set(origins)].sort())}\n`, { mode: 0o644 });
  renameSync(partial, file);
}

/**
 * A reader for the proxy: the file's origins, re-read only when its mtime changes; []
 * while it does not exist, does not parse or is over MAX_ORIGINS_FILE_BYTES (then only
 * LTI_PLATFORMS's origins apply). Entries that are not exactly a web origin are skipped.
 */
export function platformOriginsReader(dataDir: string): () => readonly string[] {
  const file = fileIn(dataDir);
  let seen: { mtimeMs: number; origins: readonly string[] } | null = null;
  return () => {
    let mtimeMs: number;
    let size: number;
    try {
      ({ mtimeMs, size } = statSync(file));
    } catch {
      return [];
    }
    if (seen?.mtimeMs !== mtimeMs) {
      let origins: readonly string[] = [];
      try {
        if (size > MAX_ORIGINS_FILE_BYTES) throw new Error("too large");
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
