/** The files the studio edits and their limits; no Node imports, so the editor can use them too. */
import { z } from "zod";

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
