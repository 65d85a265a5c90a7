import { toCompactHtml } from "@/lib/highlight/compact-html";
import { CODE_HTML_TAG } from "./rehype-code-html";
import { LESSON_PART_TAG } from "./rehype-parts";

type Node = {
  type: string;
  tagName?: string;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
};

/** The element lessons render a run of plain prose with, as HTML (see components/mdx/lesson-body.tsx). */
export const PROSE_HTML_TAG = "ProseHtml";

/**
 * Elements a lesson maps to a component of its own (components/mdx/lesson-body.tsx): they
 * stay elements, so the component still renders them.
 */
const MAPPED_ELEMENTS = new Set(["table"]);

/**
 * Turns each run of plain prose (paragraphs, lists, headings, highlighted blocks: anything
 * with no tag of a lesson's inside) into `<ProseHtml html="…" />`. Left as elements, the
 * prose reaches the browser twice as a tree, as HTML and as JSON in the RSC payload, and
 * React walks every element of it on hydration; as a string it is one element with nothing
 * to hydrate, and a page that is only loaded whole sends it once (OutsidePayloadHtml).
 * Runs are made at the top of the lesson and of each part, not inside a tag's children,
 * which the tag lays out itself.
 */
export function rehypeProseHtml() {
  return (tree: Node) => {
    group(tree);
    for (const child of tree.children ?? []) if (isPart(child)) group(child);
  };
}

function group(parent: Node) {
  const out: Node[] = [];
  let run: Node[] = [];
  const flush = () => {
    // A run of line breaks alone says nothing.
    if (run.some((node) => node.type !== "text" || node.value?.trim())) out.push(proseHtml(run));
    else out.push(...run);
    run = [];
  };
  for (const child of parent.children ?? []) {
    if (isPlain(child)) run.push(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  parent.children = out;
}

function proseHtml(run: Node[]): Node {
  const html = toCompactHtml({ type: "root", children: run.map(withCodeAsRaw) } as Parameters<typeof toCompactHtml>[0]);
  return { type: "element", tagName: PROSE_HTML_TAG, properties: { html }, children: [] };
}

/**
 * A highlighted block, already HTML, goes into the run as it is, in the <div> it had as
 * an element of its own: the prose spaces its children in em, and the <pre> has a smaller font.
 */
function withCodeAsRaw(node: Node): Node {
  if (isCodeHtml(node)) {
    return { type: "element", tagName: "div", properties: {}, children: [{ type: "raw", value: codeHtmlOf(node) }] };
  }
  return node.children ? { ...node, children: node.children.map(withCodeAsRaw) } : node;
}

/**
 * Plain HTML all the way down: text, a highlighted block, or an element that no lesson tag
 * or mapped element is in. A "root" is where shiki left a block it highlighted.
 */
function isPlain(node: Node): boolean {
  if (isCodeHtml(node) || node.type === "text") return true;
  if (node.type === "root") return (node.children ?? []).every(isPlain);
  if (node.type !== "element" || isComponent(node) || MAPPED_ELEMENTS.has(node.tagName ?? "")) return false;
  return (node.children ?? []).every(isPlain);
}

// Markdown's elements are lower case; a lesson tag, and the page's own wrappers, are capitalised.
const isComponent = (node: Node) => /^[A-Z]/.test(node.tagName ?? "");
const isPart = (node: Node) => node.type === "element" && node.tagName === LESSON_PART_TAG;
const isCodeHtml = (node: Node) => node.type === "element" && node.tagName === CODE_HTML_TAG;
const codeHtmlOf = (node: Node) => String((node.properties as { html?: unknown } | undefined)?.html ?? "");
