import GithubSlugger from "github-slugger";
import { parseLessonBody } from "./lesson-syntax";

/** One authored tag in a lesson body, with its string props and its line in lesson.mdx. */
export type TagUse = {
  name: string;
  props: Record<string, string>;
  line?: number;
  /** The id of the last h2 or h3 above the tag, so a link to the tag can name its section. */
  section?: string;
};

/** An h2 or h3 as the page will anchor it: its id and its plain text. */
export type OutlineHeading = { id: string; text: string; depth: 2 | 3 };

/** A row of a Markdown table: its cells' text and its line in lesson.mdx. */
export type OutlineTableRow = { cells: string[]; line?: number };

/**
 * The tags a lesson uses, its h2/h3 headings (ids as the page will anchor them), and the
 * rows of its tables (for the check that no table answers an exercise before it is asked).
 */
export type LessonOutline = {
  uses: TagUse[];
  headings: OutlineHeading[];
  headingIds: string[];
  tableRows: OutlineTableRow[];
};

type Node = {
  type: string;
  depth?: number;
  value?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: Node[];
};

/**
 * Lists the tags a lesson body uses, so the content checker can look behind them
 * (does the scenario exist, is the data file there), and its heading ids, so sections
 * can be checked even when a tag problem stops the lesson compiling, and so the
 * grader can name sections without compiling (a parse is milliseconds; a compile with
 * highlighting is seconds on a cold server). Returns null when the body does not
 * parse; compiling it reports that problem already.
 */
export function outlineLesson(body: string, lineOffset = 0): LessonOutline | null {
  let tree: Node;
  try {
    tree = parseLessonBody(body) as Node;
  } catch {
    return null;
  }
  const uses: TagUse[] = [];
  const headings: OutlineHeading[] = [];
  const tableRows: OutlineTableRow[] = [];
  const slugger = new GithubSlugger();
  const visit = (node: Node) => {
    if (node.type === "heading" && (node.depth === 2 || node.depth === 3)) {
      const text = textOf(node).trim();
      headings.push({ id: slugger.slug(text), text, depth: node.depth });
      return;
    }
    if (node.type === "tableRow") {
      const line = node.position?.start.line;
      tableRows.push({
        cells: (node.children ?? []).map((cell) => textOf(cell).trim()),
        line: line === undefined ? undefined : line + lineOffset,
      });
      return;
    }
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name) {
      const props: Record<string, string> = {};
      for (const attribute of node.attributes ?? []) {
        if (attribute.name && typeof attribute.value === "string") props[attribute.name] = attribute.value;
      }
      const line = node.position?.start.line;
      const section = headings.at(-1)?.id;
      uses.push({
        name: node.name,
        props,
        line: line === undefined ? undefined : line + lineOffset,
        ...(section ? { section } : {}),
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { uses, headings, headingIds: headings.map((heading) => heading.id), tableRows };
}

function textOf(node: Node): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}
