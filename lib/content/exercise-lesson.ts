/**
 * What a loader of an exercise's data file needs from the lesson around it. The headings
 * come from the lesson's outline, a parse without compiling: graders are on the request
 * path, and compiling (MDX plus highlighting) made the first grading request after a
 * start take seconds. lessons.test.ts checks that the outline and the compiled page agree
 * on every heading.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type LessonSource, listLessonSlugs, readLessonSource } from "./lesson-files";
import { ContentError } from "./problems";
import { type ExerciseTag, TAG_DATA_FILES } from "./tag-targets";
import { outlineLesson } from "./tag-uses";

export type ExerciseLesson = {
  /** Absolute path of the exercise's data file. */
  file: string;
  /** Section titles by heading id, in the lesson's order. */
  sectionTitles: Map<string, string>;
  frontMatter: LessonSource["frontMatter"];
};

/**
 * The lesson `slug` seen from its `tag` exercise; `null` when there is no such lesson or
 * it has no data file for that exercise. Throws ContentError when lesson.mdx is wrong.
 */
export function readExerciseLesson(slug: string, dir: string, tag: ExerciseTag): ExerciseLesson | null {
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, TAG_DATA_FILES[tag]);
  if (!listLessonSlugs(dir).includes(slug) || !existsSync(file)) return null;
  const source = readLessonSource(slug, dir);
  if (!source.ok) throw new ContentError(source.problems);
  const outline = outlineLesson(source.value.body, source.value.bodyLineOffset);
  if (!outline) return null;
  const sectionTitles = new Map(outline.headings.map((heading) => [heading.id, heading.text]));
  return { file, sectionTitles, frontMatter: source.value.frontMatter };
}
