/**
 * The rules a lesson's prose must meet to be accessible and whole (issue 38): images with
 * alt text that exist, headings that go down one level at a time, links whose text says
 * where they go and whose target exists, and a title and order no other lesson has. They
 * read the same syntax tree as the compile (lesson-syntax.ts), never the text with regexes.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { DECORATIVE_ALT } from "./decorative-image";
import { type LessonAddress, lessonAddresses, unresolvedLessonLink } from "./lesson-addresses";
import { LESSONS_DIR, type LessonSource } from "./lesson-files";
import { partOf } from "./lesson-parts";
import { parseLessonBody } from "./lesson-syntax";
import { refusedScheme } from "./link-url";
import type { ContentProblem } from "./problems";

type Node = {
  type: string;
  depth?: number;
  value?: string;
  url?: string;
  alt?: string | null;
  identifier?: string;
  position?: { start: { line: number } };
  children?: Node[];
};

/** Where a lesson's images are served from: Next's public/ folder, at the site's root. */
export const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");

/** Link texts that say nothing out of context, as a screen reader's list of links reads them. */
const VAGUE_LINK_TEXT = [
  "here",
  "click here",
  "click",
  "this",
  "this link",
  "link",
  "this page",
  "more",
  "read more",
  "learn more",
  "go",
];

export type ProseOptions = {
  /** Problems with a link to /sandbox; lib/content knows no sandbox, so it is passed in. */
  sandboxLink?: (search: URLSearchParams) => string[];
  publicDir?: string;
};

/** Checks the prose of one lesson against the lessons of `dir`. Never throws for bad content. */
export function checkProse(
  source: LessonSource,
  dir: string = LESSONS_DIR,
  options: ProseOptions = {},
): ContentProblem[] {
  let tree: Node;
  try {
    tree = parseLessonBody(source.body) as Node;
  } catch {
    return []; // the compile reports the syntax error
  }
  const { sandboxLink, publicDir = PUBLIC_DIR } = options;
  const lessons = lessonAddresses(source, dir);
  const self = lessons.find((lesson) => lesson.slug === source.slug);
  const problems: ContentProblem[] = [];
  const add = (node: Node, field: string, message: string) => {
    const line = node.position?.start.line;
    problems.push({
      file: source.file,
      line: line === undefined ? undefined : line + source.bodyLineOffset,
      field,
      message,
    });
  };
  const definitions = new Map<string, string>();
  const collect = (node: Node) => {
    if (node.type === "definition" && node.identifier && node.url !== undefined)
      definitions.set(node.identifier, node.url);
    for (const child of node.children ?? []) collect(child);
  };
  collect(tree);
  let level = 1; // the page's <h1> is the title
  let section = ""; // the id of the last ## or ### heading, for the part a link sits in
  let headingIndex = 0;
  const headings = self?.parts.flatMap((part) => part.headings) ?? [];
  const visit = (node: Node) => {
    const url = node.url ?? (node.identifier ? definitions.get(node.identifier) : undefined);
    if (node.type === "heading" && node.depth !== undefined) {
      const field = `${"#".repeat(node.depth)} ${textOf(node).slice(0, 40)}`;
      if (node.depth === 1) add(node, field, "is a # heading, which a page has once: the lesson's title; make it ##");
      else if (node.depth > level + 1)
        add(
          node,
          field,
          `skips a level (a ${"#".repeat(node.depth)} right after a ${"#".repeat(level)}); make it ${"#".repeat(level + 1)}, since screen readers move by heading levels and only ## and ### reach "On this page"`,
        );
      level = Math.max(node.depth, 2);
      if (node.depth === 2 || node.depth === 3) section = headings[headingIndex++]?.id ?? section;
    }
    if ((node.type === "image" || node.type === "imageReference") && url !== undefined) {
      const field = `![${(node.alt ?? "").slice(0, 30)}](${url.slice(0, 40)})`;
      if (!(node.alt ?? "").trim())
        add(
          node,
          field,
          `has no alt text; describe what the image shows in the brackets, or write ![${DECORATIVE_ALT}](…) if it only decorates`,
        );
      const missing = missingImage(url, publicDir);
      if (missing) add(node, field, missing);
    }
    if ((node.type === "link" || node.type === "linkReference") && url !== undefined) {
      const text = textOf(node).trim();
      const field = `[${text.slice(0, 30)}](${url.slice(0, 40)})`;
      if (text === "") add(node, field, "has no text; write what the link leads to between the brackets");
      else if (VAGUE_LINK_TEXT.includes(text.toLowerCase().replace(/[.!:…]+$/, "")))
        add(
          node,
          field,
          `says "${text}", which tells nothing in a list of links; write where it leads, e.g. [the retry policy](…)`,
        );
      const target = brokenLink(
        url,
        lessons,
        { slug: source.slug, part: self ? partOf(self.parts, section).id : "" },
        sandboxLink,
      );
      if (target) add(node, field, target);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  if (self) problems.push(...sameTitleOrOrder(source, self, lessons));
  return problems;
}

/** Why an image's file is not where the page will ask for it, or undefined. */
function missingImage(url: string, publicDir: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return undefined; // off the site: not fetched here
  const [address = ""] = url.split(/[?#]/, 1);
  if (!address.startsWith("/"))
    return `is a relative path, which the page would ask for beside its own address and nothing serves; put the file in public/images/ and write /images/${path.basename(address)}`;
  let file: string;
  try {
    file = path.join(/*turbopackIgnore: true*/ publicDir, decodeURIComponent(address));
  } catch {
    return "is not a valid address; write the path as it is under public/, e.g. /images/chart.png";
  }
  if (file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile()) return undefined;
  return `names no file: the page serves ${address} from public${address}, which does not exist; add the file there or fix the path`;
}

/** Why a link goes nowhere, or undefined: lessons, parts, anchors and sandbox links are checked. */
function brokenLink(
  url: string,
  lessons: readonly LessonAddress[],
  here: { slug: string; part: string },
  sandboxLink: ProseOptions["sandboxLink"],
): string | undefined {
  if (refusedScheme(url) !== undefined || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return undefined;
  if (url.startsWith("#") || url.startsWith("/lessons/")) return unresolvedLessonLink(url, lessons, here);
  const [address = "", query = ""] = url.split("#", 1)[0]?.split("?", 2) ?? [];
  if (address === "/sandbox" || address === "/sandbox/") {
    const problems = sandboxLink?.(new URLSearchParams(query)) ?? [];
    return problems.length ? problems.join("; ") : undefined;
  }
  if (!address.startsWith("/"))
    return `is a relative address, which leads elsewhere from each part's page; start it with / (e.g. /lessons/${here.slug}) or #`;
  return undefined;
}

/** This lesson's title or order when another lesson has the same: the index would show two alike. */
function sameTitleOrOrder(
  source: LessonSource,
  self: LessonAddress,
  lessons: readonly LessonAddress[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const field of ["title", "order"] as const) {
    const other = lessons.find(
      (lesson) => lesson !== self && self[field] !== undefined && lesson[field] === self[field],
    );
    if (!other) continue;
    const fix =
      field === "title"
        ? "give each lesson its own title"
        : "give each lesson its own order, so the index lists them as you mean";
    problems.push({
      file: source.file,
      line: self.lineOf(field),
      field: `front matter ${field}`,
      message: `${JSON.stringify(self[field])} is also the ${field} of the lesson ${other.slug}; ${fix}`,
    });
  }
  return problems;
}

function textOf(node: Node): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  if (node.type === "image" || node.type === "imageReference") return node.alt ?? "";
  return (node.children ?? []).map(textOf).join("");
}
