import { slug as slugOf } from "github-slugger";
import type { LessonPartSpec } from "./front-matter";

/** A heading as the part plan needs it: parts start only at an h2. */
type PlanHeading = { id: string; depth: number };

/** One page of a lesson: its number (from 1), title, URL and the headings it holds. */
export type LessonPart<H extends PlanHeading = PlanHeading> = {
  id: string;
  number: number;
  title: string;
  /** /lessons/<slug> for the first part, /lessons/<slug>/<id> for the others. */
  path: string;
  /** The h2 heading the part starts at; none for the first part, which starts at the top. */
  from?: string;
  headings: H[];
};

export type PartPlan<H extends PlanHeading> = { parts: LessonPart<H>[]; problems: string[] };

/** The path of a lesson's first page, or of one of its later parts. */
export const lessonPath = (slug: string, partId?: string) =>
  partId ? `/lessons/${slug}/${partId}` : `/lessons/${slug}`;

/**
 * Cuts a lesson's headings into the parts its front matter names (`parts:`, each part
 * after the first starting at an h2 given by `from`). A lesson without `parts` is one
 * part titled like the lesson. Part ids are the slugs of their titles, so a URL reads
 * like the part. Problems name the field and the fix; with problems the lesson is still
 * planned as one part, so a reader never meets a half-cut lesson.
 */
export function planParts<H extends PlanHeading>(
  slug: string,
  lessonTitle: string,
  specs: readonly LessonPartSpec[] | undefined,
  headings: readonly H[],
): PartPlan<H> {
  const whole = (problems: string[]): PartPlan<H> => ({
    parts: [
      { id: slugOf(lessonTitle), number: 1, title: lessonTitle, path: lessonPath(slug), headings: [...headings] },
    ],
    problems,
  });
  if (!specs || specs.length === 0) return whole([]);
  const problems: string[] = [];
  const h2Ids = headings.filter((heading) => heading.depth === 2).map((heading) => heading.id);
  let searchFrom = 0;
  const starts: number[] = [0];
  specs.forEach((spec, index) => {
    if (index === 0 || !spec.from) return;
    const at = headings.findIndex((heading, i) => i >= searchFrom && heading.id === spec.from);
    const field = `parts #${index + 1} › from`;
    if (at < 0 || headings[at]?.depth !== 2) {
      const known = headings.some((heading) => heading.id === spec.from);
      problems.push(
        !known
          ? `${field}: "${spec.from}" is not a heading id of this lesson; use the id of the ## heading the part starts at (${h2Ids.join(", ")})`
          : headings.find((heading) => heading.id === spec.from)?.depth !== 2
            ? `${field}: "${spec.from}" is a ### heading; a part starts at a ## heading`
            : `${field}: "${spec.from}" comes before the start of part ${index}; list the parts in reading order`,
      );
      return;
    }
    if (at === 0) {
      problems.push(`${field}: "${spec.from}" is the lesson's first heading, where part 1 already starts`);
      return;
    }
    starts.push(at);
    searchFrom = at + 1;
  });
  const ids = specs.map((spec) => slugOf(spec.title));
  ids.forEach((id, index) => {
    if (ids.indexOf(id) < index)
      problems.push(
        `parts #${index + 1} › title: "${specs[index]?.title}" gives the same address as part ${ids.indexOf(id) + 1}; give each part its own title`,
      );
  });
  if (problems.length > 0) return whole(problems);
  const parts = specs.map((spec, index): LessonPart<H> => {
    const id = ids[index] as string;
    return {
      id,
      number: index + 1,
      title: spec.title,
      path: lessonPath(slug, index === 0 ? undefined : id),
      ...(spec.from ? { from: spec.from } : {}),
      headings: headings.slice(starts[index], starts[index + 1] ?? headings.length),
    };
  });
  return { parts, problems };
}

/** The part that holds heading `headingId`; the first part when no part does. */
export function partOf<P extends LessonPart>(parts: readonly P[], headingId: string): P {
  const found = parts.find((part) => part.headings.some((heading) => heading.id === headingId));
  return found ?? (parts[0] as P);
}

/**
 * The one way to link to a section of a lesson: the page of the part that holds the
 * heading, then its anchor (the heading's own, or `anchor`, an element under it such as
 * a widget's title). Every "review this section" link goes through here, so a
 * lesson cut into parts never sends a reader to a page without that heading.
 */
export function sectionHref(parts: readonly LessonPart[], headingId: string, anchor: string = headingId): string {
  return `${partOf(parts, headingId).path}#${anchor}`;
}

/** A section a widget links back to: its heading's text and its sectionHref. */
export type LessonSection = { title: string; href: string };

/**
 * Stands in for a section a lookup lacks. The data files' schemas refuse unknown heading
 * ids, so only a hand-made fixture meets this: the id is the title, on the first page.
 */
export const missingSection = (slug: string, headingId: string): LessonSection => ({
  title: headingId,
  href: `${lessonPath(slug)}#${headingId}`,
});
