import Link from "next/link";
import { lessonPath } from "@/lib/content/lesson-parts";
import type { LessonSummary } from "@/lib/content/lessons";

function NeighbourLink(props: {
  href: string;
  label: string;
  title: string;
  rel?: "prev" | "next";
  alignRight?: boolean;
}) {
  return (
    <Link
      href={props.href}
      rel={props.rel}
      className={`rounded-lg border border-border p-3 hover:border-accent ${props.alignRight ? "text-right" : ""}`}
    >
      <span className="block text-sm text-muted">{props.label}</span>
      {props.title}
    </Link>
  );
}

/** Previous and next lessons in reading order; after the last one, a way back to the index. */
export function LessonNeighbours({ previous, next }: { previous?: LessonSummary; next?: LessonSummary }) {
  return (
    <nav aria-label="Other lessons" className="no-print mt-16 grid gap-3 border-t border-border pt-6 sm:grid-cols-2">
      {previous ? (
        <NeighbourLink
          href={lessonPath(previous.slug)}
          rel="prev"
          label="Previous lesson"
          title={previous.frontMatter.title}
        />
      ) : (
        <span />
      )}
      {next ? (
        <NeighbourLink
          href={lessonPath(next.slug)}
          rel="next"
          label="Next lesson"
          title={next.frontMatter.title}
          alignRight
        />
      ) : (
        <NeighbourLink href="/" label="Finished" title="All lessons" alignRight />
      )}
    </nav>
  );
}
