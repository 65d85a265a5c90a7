import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Only files under these folders may be shown in a lesson: the project's own teaching code. */
const SHOWABLE_ROOTS = ["lib/"];

export type SourceFileResult = { ok: true; code: string; lang: string } | { ok: false; message: string };

const LANGS: Record<string, string> = { ".ts": "ts", ".tsx": "tsx", ".js": "js", ".mjs": "js", ".json": "json" };

/** Reads a project file named by an author, refusing paths outside the showable folders. */
export function readSourceFile(relativePath: string, root: string = process.cwd()): SourceFileResult {
  const normalised = path.posix.normalize(relativePath);
  if (
    normalised.startsWith("..") ||
    path.isAbsolute(normalised) ||
    !SHOWABLE_ROOTS.some((r) => normalised.startsWith(r))
  ) {
    return {
      ok: false,
      message: `"${relativePath}" is outside the folders a lesson may show (${SHOWABLE_ROOTS.join(", ")})`,
    };
  }
  const lang = LANGS[path.extname(normalised)];
  if (!lang) return { ok: false, message: `"${relativePath}" has an extension the highlighter is not set up for` };
  const absolute = path.join(/*turbopackIgnore: true*/ root, normalised);
  if (!existsSync(absolute)) return { ok: false, message: `"${relativePath}" does not exist` };
  return { ok: true, code: readFileSync(absolute, "utf8"), lang };
}

/** The file the sandbox runs and marks: shown in the sandbox, or by the lesson around it. */
export const SANDBOX_SOURCE_PATH = "lib/envelope/tools-layer.ts";

/** The id of a <SourceFile> listing, so a sandbox can point at it and mark its lines. */
export function sourceListingId(relativePath: string): string {
  return `source-${relativePath.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
}
