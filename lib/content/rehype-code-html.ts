import { toCompactHtml } from "@/lib/highlight/compact-html";

type Node = {
  type: string;
  tagName?: string;
  properties?: { className?: unknown; class?: unknown; html?: string };
  children?: Node[];
  [key: string]: unknown;
};

/** The element lessons render a highlighted block's HTML with (see components/mdx/lesson-body.tsx). */
export const CODE_HTML_TAG = "CodeHtml";

/**
 * Turns each block shiki highlighted into `<CodeHtml html="…" />`. Left as elements, the
 * block reaches the browser twice as a tree: as HTML and as one JSON array per token in
 * the RSC payload; as a string, the payload carries it once, compactly.
 */
export function rehypeCodeHtml() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      node.children = node.children?.map((child) => {
        if (!isShikiBlock(child)) {
          visit(child);
          return child;
        }
        const html = toCompactHtml({ type: "root", children: [child] } as Parameters<typeof toCompactHtml>[0]);
        return { type: "element", tagName: CODE_HTML_TAG, properties: { html }, children: [] };
      });
    };
    visit(tree);
  };
}

// Shiki writes `class` as a string; other rehype plugins write `className` as a list.
function isShikiBlock(node: Node): boolean {
  const classes = String(node.properties?.class ?? "").split(" ");
  const className = node.properties?.className;
  return (
    node.tagName === "pre" && (classes.includes("shiki") || (Array.isArray(className) && className.includes("shiki")))
  );
}
