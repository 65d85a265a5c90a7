// A fingerprint of everything `next build` reads, so `npm start` can skip a rebuild
// when the build in .next was made from exactly these files. Content, not mtimes:
// a fresh clone has new mtimes but the same files.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Folders and files whose content decides the build's output. */
export const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "content",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  // Scripts the build runs first (prebuild) or that server code imports.
  "scripts/build-bundles.ts",
  "scripts/copy-sql-wasm.mjs",
  // The content gate: a changed rule must be met again before a build is reused.
  "scripts/content-check.ts",
];

// Tests and fixtures never reach the build; leaving them out keeps a test edit from
// forcing a rebuild.
const IGNORED = /(^|\/)(node_modules|fixtures)(\/|$)|\.test\.tsx?$/;

/** Whether a repository path never reaches the build (a test, a fixture, a dependency). */
export const ignoredByBuild = (entry) => IGNORED.test(entry);

function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (ignoredByBuild(entry) || !existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(root, path.posix.join(entry, name)));
}

/** Hex SHA-256 over the path and bytes of every build input below `root`. */
export function buildFingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((entry) => listFiles(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}
