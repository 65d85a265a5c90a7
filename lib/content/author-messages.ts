/**
 * Author messages that several checks give about different files, worded once so an
 * instructor reads the same sentence for the same mistake wherever it is made.
 */
import { didYouMean } from "./did-you-mean";

/** A `section:` (or a front matter `sections:` key) that names no heading of the lesson. */
export function notAHeadingMessage(id: string, headingIds: readonly string[]): string {
  return `"${id}" is not a heading id of the lesson${didYouMean(id, headingIds)} (headings: ${headingIds.join(", ")})`;
}

/**
 * An id given to two entries of one list. `thing` names an entry ("card", "question");
 * `earlier` is the first entry's 0-based index, shown counting from 1.
 */
export function duplicateIdMessage(id: string, thing: string, earlier: number): string {
  return `"${id}" is already the id of ${thing} ${earlier + 1}; give each ${thing} its own id`;
}

/** The index of the first entry with each id, and the entries that repeat one. */
export function repeatedIds<T>(
  entries: readonly T[],
  idOf: (entry: T) => unknown,
): { index: number; id: string; earlier: number }[] {
  const first = new Map<string, number>();
  const repeats: { index: number; id: string; earlier: number }[] = [];
  entries.forEach((entry, index) => {
    const id = idOf(entry);
    if (typeof id !== "string") return;
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, index);
    else repeats.push({ index, id, earlier });
  });
  return repeats;
}
