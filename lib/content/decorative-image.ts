/**
 * The one mark that says an image only decorates: alt text that is exactly `decorative`,
 * `![decorative](/images/rule.svg)`. Markdown has no other place for it, and an empty
 * `![](…)` is what a forgotten description looks like, so the check refuses that and the
 * page gives a marked image `alt=""`, which tells a screen reader to pass it by.
 */
export const DECORATIVE_ALT = "decorative";

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

/** Gives every image marked decorative an empty alt, as the page must render it. */
export function rehypeDecorativeImages() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.tagName === "img" && node.properties?.alt === DECORATIVE_ALT) node.properties.alt = "";
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
