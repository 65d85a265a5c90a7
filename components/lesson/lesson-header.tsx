import type { ReactNode } from "react";
import type { LessonFrontMatter } from "@/lib/content/front-matter";
import { ObjectiveList } from "./objective-list";

/**
 * Title, summary, reading time and objectives: what the reader is about to learn. A later
 * part of a lesson (`brief`) keeps only the title and what `children` add (which part this is).
 */
export function LessonHeader({
  frontMatter,
  brief = false,
  children,
}: {
  frontMatter: LessonFrontMatter;
  brief?: boolean;
  children?: ReactNode;
}) {
  const title = <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{frontMatter.title}</h1>;
  if (brief)
    return (
      <header className="mb-6 sm:mb-8">
        {title}
        {children}
      </header>
    );
  return (
    <header className="mb-6 sm:mb-8">
      {title}
      {children}
      <p className="mt-3 text-lg text-muted">{frontMatter.summary}</p>
      <p className="mt-2 text-sm text-muted">About {frontMatter.minutes} minutes</p>
      <section
        aria-labelledby="objectives-heading"
        className="mt-6 rounded-lg border border-border bg-surface px-4 py-3"
      >
        <h2 id="objectives-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
          You will be able to
        </h2>
        <ObjectiveList objectives={frontMatter.objectives} className="mt-2" />
      </section>
    </header>
  );
}
