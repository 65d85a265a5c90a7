import Link from "next/link";
import type { ReactNode } from "react";
import type { Heading } from "@/lib/content/rehype-headings";
import type { PartLink } from "./part-nav";
import { TocSpy } from "./toc-spy";

/** The page's own headings and, in a lesson cut into parts, the other parts' titles around them. */
export type TocProps = { headings: Heading[]; parts?: { all: readonly PartLink[]; current: PartLink } };

/**
 * The list both tables of contents show. NOTE: render it once and give the same element to
 * both: the RSC payload then writes it once and points to it the second time.
 */
export function TocList({ headings, parts }: TocProps) {
  if (parts && parts.all.length > 1) {
    return (
      <ol className="space-y-1 text-sm">
        {parts.all.map((part) => (
          <li key={part.id}>
            <Link
              href={part.path}
              className="toc-link"
              aria-current={part.id === parts.current.id ? "page" : undefined}
            >
              Part {part.number}: {part.title}
            </Link>
            {part.id === parts.current.id ? <TocHeadings headings={headings} nested /> : null}
          </li>
        ))}
      </ol>
    );
  }
  return <TocHeadings headings={headings} />;
}

function TocHeadings({ headings, nested = false }: { headings: Heading[]; nested?: boolean }) {
  return (
    <ol className={nested ? "mt-1 space-y-1 pl-3" : "space-y-1 text-sm"}>
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? "pl-4" : undefined}>
          {/* One short class (app/globals.css): the list is printed twice, in HTML and in the RSC payload, for both TOCs. */}
          <a href={`#${heading.id}`} className="toc-link">
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * On narrow screens (or always, in an embed): a collapsed list above the lesson. `parts`:
 * the list holds the lesson's parts too, which the summary says (a phone has no other part links).
 */
export function TocCollapsible({
  list,
  alwaysCollapsible = false,
  parts = false,
}: {
  list: ReactNode;
  alwaysCollapsible?: boolean;
  parts?: boolean;
}) {
  return (
    <details
      className={`no-print mb-6 sm:mb-8 rounded-lg border border-border ${alwaysCollapsible ? "" : "lg:hidden"}`}
    >
      <summary className="cursor-pointer px-3 py-2 font-medium">
        {parts ? "All parts · On this page" : "On this page"}
      </summary>
      <nav aria-label="On this page" className="px-1 pb-2" data-toc>
        {list}
      </nav>
    </details>
  );
}

/** On wide screens: a column that stays in view while the reader scrolls. */
export function TocColumn({ list }: { list: ReactNode }) {
  return (
    <div className="no-print hidden lg:block">
      <nav aria-label="On this page" className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto" data-toc>
        <p className="mb-2 px-2 text-xs font-semibold uppercase tracking-wider text-muted">On this page</p>
        {list}
      </nav>
      <TocSpy />
    </div>
  );
}
