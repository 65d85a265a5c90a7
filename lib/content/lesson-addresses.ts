import { readFileSync } from "node:fs";
import path from "node:path";
import { didYouMean } from "./did-you-mean";
import { splitFrontMatter } from "./front-matter";
import { LESSONS_DIR, type LessonSource, listLessonSlugs, readLessonSource } from "./lesson-files";
import { type LessonPart, lessonPath, planParts } from "./lesson-parts";
import { type OutlineHeading, outlineLesson } from "./tag-uses";

/** What a link can reach in one lesson, and what must not repeat across lessons. */
export type LessonAddress = {
  slug: string;
  title?: string;
  order?: number;
  parts: LessonPart<OutlineHeading>[];
  /** The lines of `title` and `order` in its lesson.mdx. */
  lineOf: (field: "title" | "order") => number | undefined;
};

/**
 * Every lesson of `dir` as a link sees it: its parts and their headings, planned as the
 * page plans them (planParts over the outline's headings). A lesson whose front matter
 * fails is not on the site, so it is left out. `source` stands in for its own lesson, so a
 * lesson checked despite bad front matter still resolves its own anchors.
 */
export function lessonAddresses(source: LessonSource, dir: string = LESSONS_DIR): LessonAddress[] {
  return listLessonSlugs(dir).flatMap((slug) => {
    const read = slug === source.slug ? { ok: true as const, value: source } : readLessonSource(slug, dir);
    if (!read.ok) return [];
    const { frontMatter, body, bodyLineOffset } = read.value;
    const headings = outlineLesson(body, bodyLineOffset)?.headings ?? [];
    const { parts } = planParts(slug, frontMatter.title ?? slug, frontMatter.parts, headings);
    const file = path.join(/*turbopackIgnore: true*/ dir, slug, "lesson.mdx");
    const lineOf = (field: "title" | "order") => {
      const split = splitFrontMatter(readFileSync(file, "utf8"));
      return split.ok ? split.lineOf([field]) : undefined;
    };
    return [{ slug, title: frontMatter.title, order: frontMatter.order, parts, lineOf }];
  });
}

/**
 * Why `/lessons/<slug>[/<part>][#anchor]` reaches no page or heading, or undefined when it
 * does. `here` is the lesson's part the link sits in, for a bare `#anchor`.
 */
export function unresolvedLessonLink(
  url: string,
  lessons: readonly LessonAddress[],
  here: { slug: string; part: string },
): string | undefined {
  const [pathPart = "", anchor] = url.split("#", 2);
  const at =
    pathPart === "" ? [here.slug, here.part] : /^\/lessons\/([^/?]+)(?:\/([^/?]+))?\/?$/.exec(pathPart)?.slice(1);
  if (!at) return undefined;
  const [slug = "", partId] = at;
  const lesson = lessons.find((l) => l.slug === slug);
  if (!lesson)
    return `"${slug}" is not a lesson${didYouMean(
      slug,
      lessons.map((l) => l.slug),
    )} (lessons: ${lessons.map((l) => l.slug).join(", ")}); link to /lessons/<folder name>`;
  const part =
    pathPart === ""
      ? (lesson.parts.find((p) => p.id === partId) ?? lesson.parts[0])
      : partId === undefined
        ? lesson.parts[0]
        : lesson.parts.slice(1).find((p) => p.id === partId);
  const later = lesson.parts.slice(1).map((p) => p.id);
  if (!part)
    return partId === lesson.parts[0]?.id
      ? `"${partId}" is the first part, whose page is ${lessonPath(slug)}; link there`
      : `"${partId}" is not a part of ${slug}${didYouMean(partId ?? "", later)} (${later.length ? `parts after the first: ${later.join(", ")}` : "it is one page"}); a part's address is the slug of its title`;
  if (anchor === undefined || anchor === "") return undefined;
  if (part.headings.some((heading) => heading.id === anchor)) return undefined;
  const holder = lesson.parts.find((p) => p.headings.some((heading) => heading.id === anchor));
  if (holder)
    return `"#${anchor}" is on the page of part ${holder.number} ("${holder.title}"); link to ${holder.path}#${anchor}`;
  const ids = lesson.parts.flatMap((p) => p.headings.map((heading) => heading.id));
  return `"#${anchor}" is not a heading of ${slug}${didYouMean(anchor, ids)} (an anchor is the id of a ## or ### heading: its text in lowercase, spaces as dashes)`;
}
