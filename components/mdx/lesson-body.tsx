import { run } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { MDX_COMPONENTS } from "./mdx-components";

/** Runs a lesson compiled at build time. Server-only: prose ships as HTML, no client JS. */
export async function LessonBody({ code, slug }: { code: string; slug: string }) {
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  // Tags that read the lesson's own data files get its slug here, so authors need not repeat it.
  const components = {
    ...MDX_COMPONENTS,
    // biome-ignore lint/correctness/noComponentHookFactories: rendered once on the server, never re-rendered
    MatchExercise: () => <MDX_COMPONENTS.MatchExercise lessonSlug={slug} />,
  };
  return (
    <div className="prose-lesson">
      <Content components={components} />
    </div>
  );
}
