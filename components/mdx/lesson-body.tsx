import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentType, ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { PredictBlock } from "@/components/predict/predict-block";
import { CODE_HTML_TAG } from "@/lib/content/rehype-code-html";
import { LESSON_PART_TAG } from "@/lib/content/rehype-parts";
import { PREDICT_TAG, type PredictProps } from "@/lib/content/rehype-predict";
import { PROSE_HTML_TAG } from "@/lib/content/rehype-prose-html";
import type { SandboxTagProps } from "@/lib/content/tag-targets";
import { SANDBOX_SOURCE_PATH } from "@/lib/highlight/source-files";
import { LessonTable } from "./lesson-table";
import { MDX_COMPONENTS } from "./mdx-components";

type Props = {
  tree: Root;
  slug: string;
  shownFiles: string[];
  /** Only this part renders; without it (the whole-lesson embed, the studio) every part does. */
  part?: string;
  /** Stand-ins for the widget tags (the studio's preview, whose exercises are tried beside it). */
  widgets?: Partial<
    Record<"MatchExercise" | "Checkpoint" | "Kata" | "Practice" | "Sandbox", ComponentType<SandboxTagProps>>
  >;
};

/**
 * Renders a lesson compiled at build time (lib/content/compile-lesson.ts) from its syntax
 * tree: each element becomes a React element, each allowed tag its component. Nothing of
 * the lesson is evaluated; the renderer has no way to run an expression (it would throw
 * on one, and the content check lets none through). Server-only: prose ships as HTML, no
 * client JS.
 * With `part`, only that part's content renders (lib/content/rehype-parts.ts wrapped each
 * part); the others return nothing, so their text and widgets are in neither the HTML nor
 * the RSC payload. Without it (the whole-lesson embed) every part renders.
 */
export function LessonBody({ tree, slug, shownFiles, part, widgets }: Props) {
  const lesson = { slug, sourceListed: shownFiles.includes(SANDBOX_SOURCE_PATH), part };
  const content = toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: { ...withLesson(lesson), ...widgets },
  });
  return <div className="prose-lesson">{content}</div>;
}

/**
 * Tags that read from the lesson folder get the slug (exercise data, scenarios), as does
 * <SourceFile> so its errors name the lesson; authors never write it. A sandbox in a
 * lesson that lists the tools layer marks that listing rather than printing it again.
 */
function withLesson({ slug, sourceListed, part }: { slug: string; sourceListed: boolean; part: string | undefined }) {
  return {
    ...MDX_COMPONENTS,
    // Not an authored tag: each part's content, wrapped at compile time.
    [LESSON_PART_TAG]: ({ id, children }: { id: string; children?: ReactNode }) =>
      part === undefined || id === part ? children : null,
    // Markdown tables, not an authored tag: they get a focusable scroll region.
    table: LessonTable,
    // Highlighted blocks arrive as HTML strings (lib/content/rehype-code-html.ts).
    [CODE_HTML_TAG]: ({ html }: { html: string }) => <BuiltHtml html={html} />,
    // Runs of plain prose arrive as HTML strings too (lib/content/rehype-prose-html.ts).
    [PROSE_HTML_TAG]: ({ html }: { html: string }) => <BuiltHtml html={html} className="prose-run" />,
    // Not an authored tag: a predict block and the output it hides (lib/content/rehype-predict.ts).
    [PREDICT_TAG]: (props: PredictProps & { children?: ReactNode }) => <PredictBlock {...props} slug={slug} />,
    // biome-ignore lint/correctness/noComponentHookFactories: server-only and rendered once; there is no state to lose
    MatchExercise: () => <MDX_COMPONENTS.MatchExercise slug={slug} />,
    // biome-ignore lint/correctness/noComponentHookFactories: as above
    Checkpoint: () => <MDX_COMPONENTS.Checkpoint slug={slug} />,
    // biome-ignore lint/correctness/noComponentHookFactories: as above
    Kata: () => <MDX_COMPONENTS.Kata slug={slug} />,
    // biome-ignore lint/correctness/noComponentHookFactories: as above
    Practice: () => <MDX_COMPONENTS.Practice slug={slug} />,
    // biome-ignore lint/correctness/noComponentHookFactories: as above
    Sandbox: (props: SandboxTagProps) => <MDX_COMPONENTS.Sandbox {...props} slug={slug} sourceListed={sourceListed} />,
    // biome-ignore lint/correctness/noComponentHookFactories: as above
    SourceFile: (props: { path: string; title?: string }) => <MDX_COMPONENTS.SourceFile {...props} slug={slug} />,
  };
}

/** HTML made at build time: a highlighted block, or a run of prose (`className` "prose-run"). */
function BuiltHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the lesson's own prose and code, made at build time
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
