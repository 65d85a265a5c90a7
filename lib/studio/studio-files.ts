/** Where the studio finds a lesson's files. Server-only (reads the disk). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { STUDIO_FILE_NAMES, type StudioFileName } from "./studio-file-names";

/**
 * The lessons folder the studio reads and writes: STUDIO_LESSONS_DIR when set (the e2e
 * tests point it at a copy, so saving never touches the repository), else content/lessons.
 */
export function studioLessonsDir(env: Record<string, string | undefined> = process.env): string {
  const chosen = env.STUDIO_LESSONS_DIR?.trim();
  return chosen ? path.resolve(/*turbopackIgnore: true*/ chosen) : LESSONS_DIR;
}

/** The studio's files that lesson `slug` has in `dir`, in STUDIO_FILE_NAMES order. */
export function readStudioFiles(slug: string, dir: string): Partial<Record<StudioFileName, string>> {
  const files: Partial<Record<StudioFileName, string>> = {};
  for (const name of STUDIO_FILE_NAMES) {
    const file = path.join(/*turbopackIgnore: true*/ dir, slug, name);
    if (existsSync(file)) files[name] = readFileSync(file, "utf8");
  }
  return files;
}
