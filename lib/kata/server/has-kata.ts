import { existsSync } from "node:fs";
import path from "node:path";
import { isLessonSlug } from "@/lib/content/ids";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { KATA_FILE } from "@/lib/kata/content/load";

/** Whether lesson `slug` has a kata: a kata.yaml beside its lesson.mdx (graded-file-version.ts hashes it). */
export function hasKata(slug: string, dir: string = LESSONS_DIR): boolean {
  return isLessonSlug(slug) && existsSync(path.join(/*turbopackIgnore: true*/ dir, slug, KATA_FILE));
}
