import Link from "next/link";
import type { LessonPart } from "@/lib/content/lesson-parts";

export type PartLink = Pick<LessonPart, "id" | "number" | "title" | "path">;

/**
 * The pages of a lesson cut into parts, the current one marked for screen readers. A phone
 * goes without it: there it filled the first screen, and the contents disclosure under the
 * title lists the same parts (table-of-contents.tsx).
 */
export function PartList({ parts, current }: { parts: readonly PartLink[]; current: PartLink }) {
  return (
    <nav aria-label="Parts of this lesson" className="no-print mt-4 hidden sm:block">
      <ol className="flex flex-wrap gap-2 text-sm">
        {parts.map((part) => (
          <li key={part.id}>
            <Link href={part.path} className="part-link" aria-current={part.id === current.id ? "page" : undefined}>
              {part.number}. {part.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** "Part k of n: title", under the lesson's title on every part's page. */
export function PartLine({ total, current }: { total: number; current: PartLink }) {
  return (
    <p className="mt-2 text-lg font-semibold" data-part-line>
      Part {current.number} of {total}: {current.title}
    </p>
  );
}

/** At the end of a part: the parts before and after it, in reading order. */
export function PartPager({ parts, current }: { parts: readonly PartLink[]; current: PartLink }) {
  const previous = parts[current.number - 2];
  const next = parts[current.number];
  return (
    <nav aria-label="Previous and next part" className="no-print mt-16 grid gap-3 sm:grid-cols-2">
      {previous ? <PagerLink part={previous} label="Previous part" rel="prev" /> : <span />}
      {next ? <PagerLink part={next} label="Next part" rel="next" alignRight /> : null}
    </nav>
  );
}

function PagerLink(props: { part: PartLink; label: string; rel: "prev" | "next"; alignRight?: boolean }) {
  return (
    <Link
      href={props.part.path}
      rel={props.rel}
      className={`rounded-lg border border-border p-3 hover:border-accent ${props.alignRight ? "text-right" : ""}`}
    >
      <span className="block text-sm text-muted">{props.label}</span>
      Part {props.part.number}: {props.part.title}
    </Link>
  );
}
