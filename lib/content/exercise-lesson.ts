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
import { type LessonPart, type LessonSection, planParts, sectionHref } from "./lesson-parts";
import { ContentError } from "./problems";
import { type LessonOutline, type OutlineHeading, outlineLesson } from "./tag-uses";

export type ExerciseLesson = {
  /** Absolute path of the exercise's data file. */
  file: string;
  /** Sections by heading id, in the lesson's order. */
  sections: Map<string, LessonSection>;
  frontMatter: LessonSource["frontMatter"];
};

/**
 * Whether lesson `slug` has an exercise whose data file is `dataFile`: the lesson is listed
 * and the file is beside its lesson.mdx. The one test of "this lesson has this activity",
 * as the loaders (and so the grading endpoints) and the opened endpoint apply it.
 */
export function hasExerciseFile(slug: string, dir: string, dataFile: string): boolean {
  return listLessonSlugs(dir).includes(slug) && existsSync(path.join(/*turbopackIgnore: true*/ dir, slug, dataFile));
}

/**
 * The lesson `slug` seen from its exercise whose data file is `dataFile` ("kata.yaml");
 * `null` when there is no such lesson or it has no such file. Throws ContentError when
 * lesson.mdx is wrong.
 */
export function readExerciseLesson(slug: string, dir: string, dataFile: string): ExerciseLesson | null {
  if (!hasExerciseFile(slug, dir, dataFile)) return null;
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, dataFile);
  const source = readLessonSource(slug, dir);
  if (!source.ok) throw new ContentError(source.problems);
  const outlined = outlineParts(source.value);
  if (!outlined) return null;
  const { outline, parts } = outlined;
  const sections = new Map(
    outline.headings.map((heading) => [heading.id, { title: heading.text, href: sectionHref(parts, heading.id) }]),
  );
  return { file, sections, frontMatter: source.value.frontMatter };
}

/**
 * A lesson's outline and the parts its front matter cuts it into, without compiling;
 * `null` when the body does not parse. The page cuts the compiled lesson by the same
 * plan (planParts), so a link made here lands on the part the page shows.
 */
export function outlineParts(
  source: LessonSource,
): { outline: LessonOutline; parts: LessonPart<OutlineHeading>[] } | null {
  const outline = outlineLesson(source.body, source.bodyLineOffset);
  if (!outline) return null;
  const { parts } = planParts(source.slug, source.frontMatter.title, source.frontMatter.parts, outline.headings);
  return { outline, parts };
}
