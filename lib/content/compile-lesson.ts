import { compile } from "@mdx-js/mdx";
import rehypeShiki from "@shikijs/rehype";
import remarkGfm from "remark-gfm";
import { checkTags } from "./check-tags";
import type { LessonSource } from "./lesson-files";
import { type LessonPart, partOf, planParts } from "./lesson-parts";
import { plainMdxError } from "./mdx-error";
import type { ContentProblem } from "./problems";
import { rehypeCodeHtml } from "./rehype-code-html";
import { type Heading, rehypeHeadings } from "./rehype-headings";
import { rehypeParts } from "./rehype-parts";
import { rehypeProseHtml } from "./rehype-prose-html";
import { CODE_THEME, HIGHLIGHT_OPTIONS, SHIKI_LANGS, TOKEN_CLASSES } from "./shiki-themes";
import { outlineLesson } from "./tag-uses";

export type CompiledLesson = {
  /** MDX compiled to a function body; run it with a JSX runtime to get the component. */
  code: string;
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
 * Unknown tags, unknown props and MDX syntax errors come back as problems with the
 * line in lesson.mdx.
 */
export async function compileLesson(source: LessonSource): Promise<CompileResult> {
  const headings: Heading[] = [];
  const problems: ContentProblem[] = [];
  const toFileLine = (line?: number) => (line ? line + source.bodyLineOffset : undefined);
  const remarkCheckTags = () => (tree: unknown) => {
    for (const problem of checkTags(tree as Parameters<typeof checkTags>[0], source.bodyLineOffset)) {
      problems.push({ file: source.file, ...problem });
    }
  };
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
  try {
    const file = await compile(source.body, {
      outputFormat: "function-body",
      development: false,
      remarkPlugins: [remarkGfm, remarkCheckTags],
      rehypePlugins: [
        [rehypeHeadings, { collect: headings }],
        rehypeLessonParts,
        [rehypeShiki, { theme: CODE_THEME, langs: SHIKI_LANGS, transformers: [TOKEN_CLASSES], ...HIGHLIGHT_OPTIONS }],
        rehypeCodeHtml,
        rehypeProseHtml,
      ],
    });
    if (problems.length > 0) return { ok: false, problems };
    // A parse of the body, milliseconds next to the compile above.
    const uses = outlineLesson(source.body)?.uses ?? [];
    const shownFiles = uses.flatMap((use) =>
      use.name === "SourceFile" && use.props.path
        ? [{ path: use.props.path, part: partOf(parts, use.section ?? "").id }]
        : [],
    );
    return { ok: true, value: { code: String(file), headings, parts, shownFiles } };
  } catch (error) {
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
      ok: false,
      problems: [
        ...problems,
        {
          file: source.file,
          line: toFileLine(line),
          field: plain?.field ?? "MDX",
          message: plain?.message ?? `does not compile: ${reason}`,
        },
      ],
    };
  }
}
