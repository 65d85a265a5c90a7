import { run } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { MDX_COMPONENTS } from "./mdx-components";

/** Runs a lesson compiled at build time. Server-only: prose ships as HTML, no client JS. */
export async function LessonBody({ code }: { code: string }) {
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return (
    <div className="prose-lesson">
      <Content components={MDX_COMPONENTS} />
    </div>
  );
}
