/**
 * Whether a lesson can be shown, asked by the pages before they load it. The answer is
 * the content check itself (checkLesson plus the across-lessons rule for this lesson's
 * files), so `next build` refuses exactly what `npm run content:check` refuses, with the
 * same words, and `next dev` can show the same problems in place of the page.
 */
import path from "node:path";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { newestMtime } from "@/lib/content/newest-mtime";
import { ContentError } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { checkScenarioIdsAcrossLessons } from "@/lib/content/scenario-ids-across-lessons";
import { type CheckedProblem, checkLesson } from "./check-content";

const checked = new Map<string, { mtime: number; errors: Promise<CheckedProblem[]> }>();

/**
 * The errors (not warnings) of lesson `slug`. Kept until a file under `dir` changes, so
 * the dev index does not compile every lesson on every render, while the first render
 * after a save, the one the edit loop asks for, checks again.
 */
export function lessonErrors(slug: string, dir: string = LESSONS_DIR): Promise<CheckedProblem[]> {
  const key = `${dir}\u0000${slug}`;
  const mtime = newestMtime(dir);
  const known = checked.get(key);
  if (known && known.mtime === mtime) return known.errors;
  const errors = findErrors(slug, dir);
  checked.set(key, { mtime, errors });
  return errors;
}

async function findErrors(slug: string, dir: string): Promise<CheckedProblem[]> {
  const folder = `${repoPath(path.join(/*turbopackIgnore: true*/ dir, slug))}/`;
  const across = checkScenarioIdsAcrossLessons(dir)
    .filter((problem) => problem.file.startsWith(folder))
    .map((problem) => ({ ...problem, severity: "error" as const }));
  const own = (await checkLesson(slug, dir)).filter((problem) => problem.severity === "error");
  return [...own, ...across];
}

/** Every lesson under `dir` that has errors, with them, in folder order. */
export async function brokenLessons(dir: string = LESSONS_DIR): Promise<{ slug: string; errors: CheckedProblem[] }[]> {
  const all = await Promise.all(
    listLessonSlugs(dir).map(async (slug) => ({ slug, errors: await lessonErrors(slug, dir) })),
  );
  return all.filter((lesson) => lesson.errors.length > 0);
}

/**
 * What a lesson page does with its errors, in one place for every page of a lesson:
 * none, the page renders; some under `next dev`, they are returned for the page to show
 * in its place; some in a build or a production server, a ContentError stops the page
 * (so the build fails with content:check's words).
 */
export async function problemsToShowInPlace(
  slug: string,
  inPlace: boolean,
  dir: string = LESSONS_DIR,
): Promise<CheckedProblem[]> {
  const errors = await lessonErrors(slug, dir);
  if (errors.length > 0 && !inPlace) throw new ContentError(errors);
  return errors;
}
