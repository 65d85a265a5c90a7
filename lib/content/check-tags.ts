import { SHIKI_LANGS } from "@/lib/highlight/shiki-themes";
import { didYouMean } from "./did-you-mean";
import { LINK_SCHEMES, refusedScheme } from "./link-url";
import { sandboxTagId } from "./sandbox-tag-id";
import { authoredTagSpec, lessonTagSpec, MARKDOWN_FOR_HTML, PROSE_TAGS, type TagSet } from "./tags";

/** The few mdast node fields this check reads. */
type MdxNode = {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  url?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: MdxNode[];
};

export type TagProblem = { line?: number; field: string; message: string };

/** The advice for a `{` in a lesson, whether MDX parsed what follows it or not. */
export const BRACE_ADVICE =
  'a { in the text starts a JavaScript expression, which lessons do not allow; write \\{ for a literal brace, or put code in backticks as inline code, e.g. `{ status: "timeout" }`';

/** The advice for a comment in braces: in MDX a comment is an expression too, and may hide one. */
const COMMENT_ADVICE =
  "a comment in braces is a JavaScript expression in MDX, which lessons do not allow (it can hide code between its comments); delete it, or keep the note outside lesson.mdx";

/**
 * Walks an MDX syntax tree and reports tags, props, expressions and code fences that a
 * lesson may not use. Lessons are content, not code: an allow-list, so no import or
 * export, no expression of any kind (a comment in braces included), no spread, no
 * fragment, and on each allowed tag only the props it documents, each a quoted string. Also
 * refuses a second use of a tag marked `once` and two sandboxes that would share an
 * element id, since either would repeat ids on the page. Lines are the body's plus
 * `lineOffset` (the front matter's lines), so they are lines of lesson.mdx. `tags` are the
 * tags the lesson may use; without the exercise kinds' (lib/exercise-kinds/lesson-tags.ts)
 * their tags are refused, never let through.
 */
export function checkTags(tree: MdxNode, lineOffset = 0, tags: TagSet = PROSE_TAGS): TagProblem[] {
  const problems: TagProblem[] = [];
  const firstUse = new Map<string, number | undefined>();
  const visit = (node: MdxNode) => {
    const bodyLine = node.position?.start.line;
    const line = bodyLine === undefined ? undefined : bodyLine + lineOffset;
    if (node.type === "mdxjsEsm") {
      problems.push({
        line,
        field: "import/export",
        message: "lessons cannot import or export code; use the tags listed in docs/authoring.md",
      });
    }
    if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      const message = isComment(node.value) ? COMMENT_ADVICE : BRACE_ADVICE;
      problems.push({ line, field: `{${(node.value ?? "").trim().slice(0, 30)}}`, message });
    }
    if (node.type === "code" && node.lang && !SHIKI_LANGS.includes(node.lang)) {
      problems.push({
        line,
        field: `\`\`\`${node.lang}`,
        message: `"${node.lang}" is not a highlighted language${didYouMean(node.lang, SHIKI_LANGS)} (use one of: ${SHIKI_LANGS.join(", ")}; text for anything else)`,
      });
    }
    const scheme = node.url === undefined ? undefined : refusedScheme(node.url);
    if (scheme !== undefined) {
      const what = node.type === "image" ? "an image" : "a link";
      problems.push({
        line,
        field: `(${(node.url ?? "").trim().slice(0, 30)})`,
        message: `${what} to a ${scheme}: address is refused; link to a path on this site, an #anchor, or a ${LINK_SCHEMES.join(", ")} address`,
      });
    }
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && !node.name) {
      problems.push({ line, field: "<>", message: "is a fragment, which lessons do not use; remove <> and </>" });
    }
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name) {
      problems.push(...checkElement(node.name, node.attributes ?? [], tags, line));
      const key = repeatKey(node, tags);
      if (key !== undefined && firstUse.has(key)) problems.push(repeatProblem(node.name, firstUse.get(key), line));
      else if (key !== undefined) firstUse.set(key, line);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

/** What two uses of a tag must not share: the tag itself when it is `once`, a sandbox's element id. */
function repeatKey(node: MdxNode, tags: TagSet): string | undefined {
  const name = node.name ?? "";
  const spec = lessonTagSpec(name, tags);
  if (!spec) return undefined;
  if (spec.once) return name;
  if (name !== "Sandbox") return undefined;
  const props = Object.fromEntries(
    (node.attributes ?? []).flatMap((a) => (a.name && typeof a.value === "string" ? [[a.name, a.value]] : [])),
  );
  return sandboxTagId(props);
}

function repeatProblem(name: string, first: number | undefined, line: number | undefined): TagProblem {
  const where = first === undefined ? "above" : `on line ${first}`;
  const message =
    name !== "Sandbox"
      ? `is already used ${where}; a lesson shows each exercise at most once (its one data file), so remove this one`
      : `starts like the <Sandbox> ${where} (same scenario, or same tool); give it another scenario or tool, or remove it`;
  return { line, field: `<${name}>`, message };
}

function isComment(value: string | undefined): boolean {
  const text = (value ?? "").trim();
  return text.startsWith("/*") && text.endsWith("*/");
}

function unknownTagMessage(name: string, tags: TagSet): string {
  const markdown = MARKDOWN_FOR_HTML[name.toLowerCase()];
  if (markdown) return `is HTML, which lessons do not use; write ${markdown} instead`;
  const names = Object.keys(tags);
  return `is not a known tag${didYouMean(name, names)}; use one of: ${names.join(", ")}`;
}

function checkElement(
  name: string,
  attributes: NonNullable<MdxNode["attributes"]>,
  tags: TagSet,
  line?: number,
): TagProblem[] {
  const spec = authoredTagSpec(name, tags);
  if (!spec) return [{ line, field: `<${name}>`, message: unknownTagMessage(name, tags) }];
  const problems: TagProblem[] = [];
  const given = new Set<string>();
  for (const attribute of attributes) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) {
      problems.push({
        line,
        field: `<${name}>`,
        message: "spread props ({...x}) are code, which lessons do not allow",
      });
      continue;
    }
    given.add(attribute.name);
    const prop = Object.hasOwn(spec.props, attribute.name) ? spec.props[attribute.name] : undefined;
    if (!prop) {
      const allowed = Object.keys(spec.props);
      problems.push({
        line,
        field: `<${name} ${attribute.name}>`,
        message: `is not a known prop of <${name}>${allowed.length ? `${didYouMean(attribute.name, allowed)}; known props: ${allowed.join(", ")}` : " (it takes none)"}`,
      });
    } else if (typeof attribute.value !== "string") {
      problems.push({
        line,
        field: `<${name} ${attribute.name}>`,
        message: `must be a quoted string, e.g. ${attribute.name}="..." (a value in braces is code, which lessons do not allow)`,
      });
    }
  }
  for (const [propName, prop] of Object.entries(spec.props)) {
    if (prop.required && !given.has(propName)) {
      problems.push({ line, field: `<${name} ${propName}>`, message: `is required: ${prop.description}` });
    }
  }
  return problems;
}
