import GithubSlugger from "github-slugger";

export type Heading = { depth: 2 | 3; id: string; text: string };

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/**
 * Gives every h2 and h3 a stable id, wraps its text in a link to itself (so each
 * section has an anchor a reader can copy), and records it for the table of contents.
 */
export function rehypeHeadings(options: { collect: Heading[] }) {
  return (tree: HastNode) => {
    const slugger = new GithubSlugger();
    const visit = (node: HastNode) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
        const text = textOf(node).trim();
        const id = slugger.slug(text);
        node.properties = { ...node.properties, id };
        node.children = [
          {
            type: "element",
            tagName: "a",
            properties: { href: `#${id}`, className: ["heading-anchor"] },
            children: node.children ?? [],
          },
        ];
        options.collect.push({ depth: node.tagName === "h2" ? 2 : 3, id, text });
        return;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
