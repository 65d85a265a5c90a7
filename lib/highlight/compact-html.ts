import { hastToHtml } from "shiki";

type HastRoot = Parameters<typeof hastToHtml>[0];

/**
 * Serialises highlighted code with unquoted attributes where HTML allows (`class=line`).
 * The markup travels twice, as HTML and as a string in the RSC payload, where every quote
 * is escaped twice over; dropping the quotes trims both copies.
 */
export function toCompactHtml(tree: HastRoot): string {
  // Raw nodes are HTML this project made itself: a highlighted block inside a run of prose (lib/content/rehype-prose-html.ts).
  return hastToHtml(tree, { preferUnquoted: true, allowDangerousHtml: true });
}
