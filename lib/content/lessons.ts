import { type CompiledLesson, compileLesson } from "./compile-lesson";
import { createContentCache } from "./content-cache";
import { LESSONS_DIR, type LessonSource, listLessonSlugs, readLessonSource } from "./lesson-files";
import { ContentError } from "./problems";
import { SHOW_PROBLEMS_IN_PLACE } from "./show-problems-in-place";
import type { TagSet } from "./tags";

export type Lesson = LessonSource & CompiledLesson;
export type LessonSummary = Pick<Lesson, "slug" | "frontMatter">;

const cached = createContentCache<Promise<Lesson>>();

/**
 * Lists every lesson's front matter, sorted by `order` then title. Throws ContentError on
 * bad front matter, except with `skipBroken` (the default in `next dev`), which leaves
 * such a lesson out so that the others, their neighbours and the index keep working
 * while its own page and index card show its problems.
 */
export function listLessons(dir: string = LESSONS_DIR, skipBroken = SHOW_PROBLEMS_IN_PLACE): LessonSummary[] {
  const problems = [];
  const lessons: LessonSummary[] = [];
  for (const slug of listLessonSlugs(dir)) {
    const result = readLessonSource(slug, dir);
    if (result.ok) lessons.push({ slug, frontMatter: result.value.frontMatter });
    else problems.push(...result.problems);
  }
  if (problems.length > 0 && !skipBroken) throw new ContentError(problems);
  return lessons.sort(
    (a, b) => a.frontMatter.order - b.frontMatter.order || a.frontMatter.title.localeCompare(b.frontMatter.title),
  );
}

/**
 * Loads and compiles one lesson, allowing `tags` (the registry's set:
 * lib/exercise-kinds/lesson-tags.ts `loadLesson`); `null` when no such lesson folder
 * exists. Throws ContentError on bad content.
 */
export async function loadLessonWith(tags: TagSet, slug: string, dir: string = LESSONS_DIR): Promise<Lesson | null> {
  if (!listLessonSlugs(dir).includes(slug)) return null;
  // Keyed by the whole set: a lesson checked against other tags or props is another result.
  return cached(dir, `${slug}\0${JSON.stringify(tags)}`, () => compileFromDisk(tags, slug, dir));
}

async function compileFromDisk(tags: TagSet, slug: string, dir: string): Promise<Lesson> {
  const source = readLessonSource(slug, dir);
  if (!source.ok) throw new ContentError(source.problems);
  const compiled = await compileLesson(source.value, tags);
  if (!compiled.ok) throw new ContentError(compiled.problems);
  return { ...source.value, ...compiled.value };
}

/** The lessons before and after `slug` in reading order, for previous/next links. */
export function neighbours(slug: string, lessons: LessonSummary[]) {
  const index = lessons.findIndex((lesson) => lesson.slug === slug);
  return {
    previous: index > 0 ? lessons[index - 1] : undefined,
    next: index >= 0 && index < lessons.length - 1 ? lessons[index + 1] : undefined,
  };
}
