import path from "node:path";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { type MatchExercise, MatchExerciseSchema } from "./schema";

/** The authored file's name inside a lesson folder. */
export const MATCH_FILE = "match.yaml";

const cache = new Map<string, MatchExercise>();
const useCache = process.env.NODE_ENV === "production";

/**
 * Reads a lesson's match.yaml. Returns null when there is no such lesson or the
 * lesson has no match exercise; throws ContentError (file, line, field) when the
 * file is there but wrong. The slug is checked against the lesson folders first,
 * so a request can never point this at another path.
 */
export function loadMatchExercise(slug: string, dir: string = LESSONS_DIR): MatchExercise | null {
  if (!listLessonSlugs(dir).includes(slug)) return null;
  const key = `${dir}\u0000${slug}`;
  const cached = useCache ? cache.get(key) : undefined;
  if (cached) return cached;
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, MATCH_FILE);
  const result = readDataFile(file, MatchExerciseSchema);
  if (!result.ok) {
    if (result.problems.length === 1 && result.problems[0]?.field === "(file)") return null;
    throw new ContentError(result.problems);
  }
  if (useCache) cache.set(key, result.value);
  return result.value;
}
