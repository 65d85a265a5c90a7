import rehypeShiki, { type RehypeShikiOptions } from "@shikijs/rehype";
import type { Element, Root } from "hast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { State } from "mdast-util-to-hast";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { CODE_THEME, HIGHLIGHT_OPTIONS, SHIKI_LANGS, TOKEN_CLASSES } from "@/lib/highlight/shiki-themes";
import { checkTags } from "./check-tags";
import { rehypeDecorativeImages } from "./decorative-image";
import type { LessonSource } from "./lesson-files";
import { type LessonPart, partOf, planParts } from "./lesson-parts";
import { lessonParser } from "./lesson-syntax";
import { plainMdxError } from "./mdx-error";
import type { ContentProblem } from "./problems";
import { rehypeCodeHtml } from "./rehype-code-html";
import { type Heading, rehypeHeadings } from "./rehype-headings";
import { rehypeParts } from "./rehype-parts";
import { rehypePredict } from "./rehype-predict";
import { rehypeProseHtml } from "./rehype-prose-html";
import { outlineLesson } from "./tag-uses";
import { PROSE_TAGS, type TagSet } from "./tags";

export type CompiledLesson = {
  /**
   * The page as an HTML syntax tree: data, rendered by components/mdx/lesson-body.tsx with
   * React's JSX runtime and the lesson tags' components. Nothing in it is code: the tags
   * it holds were checked against the allow-list, and no expression reaches it.
   */
  tree: Root;
  /** The h2/h3 headings, in order, for the table of contents. */
  headings: Heading[];
  /** The pages it is cut into (front matter `parts`), each with its headings; one part when it has none. */
  parts: LessonPart<Heading>[];
  /**
   * The files its <SourceFile> tags show, each with the id of the part that shows it, so a
   * sandbox in the same part can mark that copy instead of printing its own.
   */
  shownFiles: { path: string; part: string }[];
};

export type CompileResult = { ok: true; value: CompiledLesson } | { ok: false; problems: ContentProblem[] };

/**
 * Compiles a lesson body at build time: GitHub-flavoured Markdown, anchored headings,
 * code highlighted by shiki with classes that app/globals.css colours for both themes.
 * The body is parsed and checked against the allow-list of tags and props first
 * (check-tags.ts); only a body that passes becomes a tree, and nothing in it is ever
 * evaluated. Unknown tags, unknown props and MDX syntax errors come back as problems with
 * the line in lesson.mdx. Of the exercise kinds' tags, only those in `tags` pass
 * (lib/exercise-kinds/lesson-tags.ts has the registry's).
 */
export async function compileLesson(source: LessonSource, tags: TagSet = PROSE_TAGS): Promise<CompileResult> {
  const headings: Heading[] = [];
  const problems: ContentProblem[] = [];
  let parts: LessonPart<Heading>[] = [];
  // Runs after rehypeHeadings, whose ids say where each part starts.
  const rehypeLessonParts = () => (tree: Parameters<ReturnType<typeof rehypeParts>>[0]) => {
    // A body checked despite bad front matter (content:check) has no title: the slug stands in.
    const plan = planParts(source.slug, source.frontMatter.title ?? source.slug, source.frontMatter.parts, headings);
    for (const message of plan.problems) problems.push({ file: source.file, field: "front matter", message });
    parts = plan.parts;
    const missing = (part: LessonPart) =>
      problems.push({
        file: source.file,
        field: "front matter",
        message: `parts #${part.number} › from: the heading "${part.from}" sits inside a tag; a part starts at a ## heading outside any tag`,
      });
    rehypeParts({ parts, missing })(tree);
  };
  let syntax: ReturnType<typeof lessonParser.parse>;
  try {
    syntax = lessonParser.parse(source.body);
  } catch (error) {
    return { ok: false, problems: [syntaxProblem(source, error)] };
  }
  for (const problem of checkTags(syntax, source.bodyLineOffset, tags))
    problems.push({ file: source.file, ...problem });
  if (problems.length > 0) return { ok: false, problems };
  const tree = await unified()
    .use(remarkRehype, { handlers: { mdxJsxFlowElement: tagElement, mdxJsxTextElement: tagElement } })
    .use(rehypeDecorativeImages)
    .use(rehypeHeadings, { collect: headings })
    .use(rehypeLessonParts)
    .use(rehypePredict)
    .use(rehypeShiki, {
      theme: CODE_THEME,
      langs: SHIKI_LANGS,
      transformers: [TOKEN_CLASSES],
      ...HIGHLIGHT_OPTIONS,
    } as RehypeShikiOptions)
    .use(rehypeCodeHtml)
    .use(rehypeProseHtml)
    .run(syntax);
  if (problems.length > 0) return { ok: false, problems };
  // A parse of the body, milliseconds next to the compile above.
  const uses = outlineLesson(source.body)?.uses ?? [];
  const shownFiles = uses.flatMap((use) =>
    use.name === "SourceFile" && use.props.path
      ? [{ path: use.props.path, part: partOf(parts, use.section ?? "").id }]
      : [],
  );
  return { ok: true, value: { tree: tree as Root, headings, parts, shownFiles } };
}

/**
 * An allowed tag as a plain element named after it, its props as properties: the check
 * let through only quoted strings, so there is nothing to evaluate, and the renderer
 * maps the name to its component (components/mdx/lesson-body.tsx).
 */
function tagElement(state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element {
  const properties: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === "mdxJsxAttribute" && typeof attribute.value === "string")
      properties[attribute.name] = attribute.value;
  }
  return { type: "element", tagName: node.name ?? "", properties, children: state.all(node) as Element["children"] };
}

/** A body MDX cannot parse, said in plain words where the error is a common one. */
function syntaxProblem(source: LessonSource, error: unknown): ContentProblem {
  const message = error as {
    reason?: string;
    message?: string;
    line?: number;
    place?: { line?: number; start?: { line?: number } };
  };
  // Some MDX errors carry no position fields but name one in their text: "(2:1-2:7)".
  const quoted = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(message.reason ?? "")?.[1];
  const line =
    message.line ?? message.place?.line ?? message.place?.start?.line ?? (quoted ? Number(quoted) : undefined);
  const reason = message.reason ?? message.message ?? String(error);
  const plain = plainMdxError(reason, line === undefined ? undefined : source.body.split("\n")[line - 1]);
  return {
    file: source.file,
    line: line ? line + source.bodyLineOffset : undefined,
    field: plain?.field ?? "MDX",
    message: plain?.message ?? `does not compile: ${reason}`,
  };
}
