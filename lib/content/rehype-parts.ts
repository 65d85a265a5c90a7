import type { LessonPart } from "./lesson-parts";

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  [key: string]: unknown;
};

/** The element each part's content is wrapped in (see components/mdx/lesson-body.tsx). */
export const LESSON_PART_TAG = "LessonPart";

/**
 * Wraps each part's top-level nodes in `<LessonPart id="…">`, cutting before the h2 each
 * later part starts at (ids from rehypeHeadings, which must run first). The page renders
 * only the part it was asked for, and a part it does not render is in neither its HTML
 * nor its RSC payload. A lesson of one part is left as it is. `missing` hears each
 * start heading that is not at the top level of the body (inside a tag, say).
 */
export function rehypeParts(options: { parts: readonly LessonPart[]; missing: (part: LessonPart) => void }) {
  return (tree: Node) => {
    const { parts } = options;
    if (parts.length < 2) return;
    const groups: Node[][] = parts.map(() => []);
    let current = 0;
    for (const child of tree.children ?? []) {
      const next = parts[current + 1];
      if (next && child.type === "element" && child.tagName === "h2" && child.properties?.id === next.from) current++;
      groups[current]?.push(child);
    }
    for (const part of parts.slice(current + 1)) options.missing(part);
    tree.children = parts.map((part, index) => ({
      type: "element",
      tagName: LESSON_PART_TAG,
      properties: { id: part.id },
      children: groups[index] ?? [],
    }));
  };
}
