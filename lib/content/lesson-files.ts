import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LessonFrontMatter, splitFrontMatter } from "./front-matter";
import { isLessonSlug } from "./ids";
import type { ContentProblem } from "./problems";
import { repoPath } from "./repo-path";
import { zodIssuesToProblems } from "./zod-problems";

/**
 * The folder authored lessons live in, one sub-folder per lesson: content/lessons, or the
 * folder named by LESSONS_DIR when it is set. Only the fixture build does that
 * (e2e/fixture-lessons/, docs/authoring.md), to play fixture lessons in a real browser
 * without putting them on the site.
 */
// NOTE: content is read at build time (and per request in `next dev`); the
// turbopackIgnore hints keep Next from tracing the whole repository for it.
export const LESSONS_DIR = process.env.LESSONS_DIR
  ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.LESSONS_DIR)
  : path.join(/*turbopackIgnore: true*/ process.cwd(), "content", "lessons");

export type LessonSource = {
  slug: string;
  /** Path of lesson.mdx relative to the repository root, used in messages. */
  file: string;
  frontMatter: LessonFrontMatter;
  /** The MDX body without its front matter. */
  body: string;
  /** How many lines the front matter took, so body line numbers can be mapped back. */
  bodyLineOffset: number;
};

export type ReadResult<T> = { ok: true; value: T } | { ok: false; problems: ContentProblem[] };

/** Lists lesson folders (sorted), ignoring files and folders that start with `_` or `.`. */
export function listLessonSlugs(dir: string = LESSONS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith("_") && !name.startsWith("."))
    .filter((name) => statSync(path.join(/*turbopackIgnore: true*/ dir, name)).isDirectory())
    .sort();
}

/** Reads and validates one lesson's `lesson.mdx`. Never throws for bad content. */
export function readLessonSource(slug: string, dir: string = LESSONS_DIR): ReadResult<LessonSource> {
  const absolute = path.join(/*turbopackIgnore: true*/ dir, slug, "lesson.mdx");
  const file = repoPath(absolute);
  if (!isLessonSlug(slug)) {
    return fail(
      file,
      "(folder name)",
      `"${slug}" is not a valid lesson slug: use lowercase letters, digits and dashes`,
    );
  }
  if (!existsSync(absolute)) {
    return fail(file, "(file)", "is missing: every lesson folder needs a lesson.mdx");
  }
  const split = splitFrontMatter(readFileSync(absolute, "utf8"));
  if (!split.ok)
    return { ok: false, problems: [{ file, line: split.line, field: "front matter", message: split.message }] };
  if (!split.hasFrontMatter) {
    return fail(
      file,
      "front matter",
      "is missing: start the file with a --- block holding title, summary, minutes, order and objectives",
    );
  }
  const result = LessonFrontMatter.safeParse(split.data);
  if (!result.success) {
    const context = { fieldPrefix: "front matter", raw: split.data, schema: LessonFrontMatter, lineOf: split.lineOf };
    return { ok: false, problems: zodIssuesToProblems(file, result.error.issues, context) };
  }
  const { body, bodyLineOffset } = split;
  return { ok: true, value: { slug, file, frontMatter: result.data, body, bodyLineOffset } };
}

function fail(file: string, field: string, message: string): ReadResult<never> {
  return { ok: false, problems: [{ file, field, message }] };
}
