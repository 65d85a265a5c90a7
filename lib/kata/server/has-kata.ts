import { existsSync } from "node:fs";
import path from "node:path";
import { isLessonSlug } from "@/lib/content/ids";
import { LESSONS_DIR } from "@/lib/content/lesson-files";

/** Whether lesson `slug` has a kata: a `kata/` folder with its reference layer (content-version.ts hashes it). */
export function hasKata(slug: string, dir: string = LESSONS_DIR): boolean {
  return isLessonSlug(slug) && existsSync(path.join(/*turbopackIgnore: true*/ dir, slug, "kata", "reference.ts"));
}
