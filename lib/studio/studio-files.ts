/**
 * The files the studio edits and where it finds them. Server-only (reads the disk),
 * except for the names and limits, which the editor shows.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LESSONS_DIR } from "@/lib/content/lesson-files";

/**
 * Every file the studio opens and may write, as a path inside the lesson folder. A fixed
 * list, not whatever a request names: saving can write nothing else (kata files under the
 * names this project's lessons and docs use).
 */
export const STUDIO_FILE_NAMES = [
  "lesson.mdx",
  "match.yaml",
  "checkpoint.yaml",
  "scenarios.yaml",
  "kata.yaml",
  "kata/starter.ts",
  "kata/reference.ts",
] as const;
export type StudioFileName = (typeof STUDIO_FILE_NAMES)[number];

/** Far above any lesson's file (the largest is under 30,000 characters), far below what would strain a check. */
export const MAX_STUDIO_FILE_CHARS = 200_000;

/** Drafted files by name: only known names, each within the limit. */
export const StudioFiles = z.partialRecord(
  z.enum(STUDIO_FILE_NAMES),
  z.string().max(MAX_STUDIO_FILE_CHARS, `is longer than ${MAX_STUDIO_FILE_CHARS} characters: split the lesson`),
);
export type StudioFiles = z.infer<typeof StudioFiles>;

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
