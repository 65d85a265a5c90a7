/**
 * `npm run new-lesson <slug>`: a new lesson folder from content/templates/new-lesson,
 * every file commented field by field, that passes content:check as written. The
 * templates are authored material like any lesson; this only fills in the slug,
 * a title made from it and the next free place on the index.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isLessonSlug } from "./ids";
import { LESSONS_DIR } from "./lesson-files";
import { listLessons } from "./lessons";
import { repoPath } from "./repo-path";

/** The folder the new lesson's files are copied from. */
export const LESSON_TEMPLATE_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "content",
  "templates",
  "new-lesson",
);

export type ScaffoldResult = { ok: true; folder: string; files: string[] } | { ok: false; message: string };

/** "retry-budgets" → "Retry budgets": a placeholder title the author replaces. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Why `slug` cannot be a new lesson in `dir`, or undefined when it can. */
export function refuseSlug(slug: string, dir: string): string | undefined {
  if (!isLessonSlug(slug))
    return `"${slug}" is not a lesson slug: use lowercase letters and digits joined by single dashes, e.g. retry-budgets (it becomes the URL /lessons/<slug>)`;
  if (existsSync(path.join(/*turbopackIgnore: true*/ dir, slug)))
    return `${repoPath(path.join(dir, slug))} already exists: choose another slug, or edit that lesson`;
  return undefined;
}

/** Writes content/lessons/<slug>/ (or `<dir>/<slug>/`) from the templates; refuses a bad or taken slug. */
export function scaffoldLesson(
  slug: string,
  dir: string = LESSONS_DIR,
  templateDir: string = LESSON_TEMPLATE_DIR,
): ScaffoldResult {
  const refusal = refuseSlug(slug, dir);
  if (refusal) return { ok: false, message: refusal };
  // Last on the index: one past the largest order in use.
  const order = Math.max(0, ...listLessons(dir).map((lesson) => lesson.frontMatter.order)) + 1;
  const values: Record<string, string> = { slug, title: titleFromSlug(slug), order: String(order) };
  const folder = path.join(/*turbopackIgnore: true*/ dir, slug);
  mkdirSync(folder, { recursive: true });
  const files = readdirSync(templateDir).sort();
  for (const name of files) {
    const template = readFileSync(path.join(/*turbopackIgnore: true*/ templateDir, name), "utf8");
    const text = template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
    writeFileSync(path.join(/*turbopackIgnore: true*/ folder, name), text);
  }
  return { ok: true, folder, files };
}
