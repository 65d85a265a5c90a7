import { createCssVariablesTheme, type ShikiTransformer } from "shiki";

/**
 * One theme for every highlighted block whose colours are CSS variables, so a token is
 * written once and the reader's theme picks its colour. Before this, each token carried
 * both themes' hex colours inline, which made a lesson's HTML (and its RSC payload) about
 * five times larger than its text.
 */
export const CODE_THEME = createCssVariablesTheme({ name: "envelope-lab", variablePrefix: "--hl-", fontStyle: false });

/**
 * Options every highlighted block shares. Shiki stops tokenizing a line after 500 ms
 * by default and leaves the rest unstyled, so on a busy machine the same code could
 * come out coloured differently (seen here: a trailing comment left plain). No limit:
 * the same code always gives the same HTML. Whitespace merging stays off because it can
 * fold a trailing comment into the token before it; TOKEN_CLASSES joins plain text anyway.
 */
export const HIGHLIGHT_OPTIONS = { tokenizeTimeLimit: 0, mergeWhitespaces: false } as const;

type Hast = { type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: Hast[] };

/** Languages lessons may highlight; loading only these keeps builds fast. */
export const SHIKI_LANGS = ["ts", "tsx", "js", "json", "sql", "bash", "text"];

// "color:var(--hl-token-keyword)" -> "keyword". Tokens without a class here (the
// foreground, punctuation) take the block's colour and need no element of their own.
const TOKEN_VAR = /^color:var\(--hl-token-([a-z-]+)\)$/;

/**
 * The class each coloured token gets, styled once in app/globals.css for both colour
 * schemes (a unit test checks every class has its rule there). Two letters, because a
 * lesson carries thousands of tokens twice over (as HTML and in the RSC payload):
 * `hl-keyword` on every keyword was a tenth of the document.
 */
export const TOKEN_CLASS_NAMES: Readonly<Record<string, string>> = {
  keyword: "hk",
  string: "hs",
  "string-expression": "hs",
  link: "hs",
  comment: "hc",
  constant: "hn",
  function: "hf",
  parameter: "hp",
  changed: "hp",
  inserted: "hi",
  deleted: "hd",
};

/**
 * Turns the theme's per-token inline styles into short classes (TOKEN_CLASS_NAMES),
 * lets plain tokens be plain text merged with their neighbours, and drops the per-line
 * `<span class="line">` unless another transformer numbered the line (`data-line`, which
 * the sandbox marks): in a <pre>, the newlines between lines lay the code out already.
 * Inline styles the stylesheet already gives are dropped.
 */
export const TOKEN_CLASSES: ShikiTransformer = {
  name: "envelope-lab:token-classes",
  pre(node) {
    delete node.properties.style;
  },
  span(node) {
    const style = String(node.properties.style ?? "");
    delete node.properties.style;
    const token = TOKEN_VAR.exec(style)?.[1];
    const className = token === undefined ? undefined : TOKEN_CLASS_NAMES[token];
    if (className) this.addClassToHast(node, className);
  },
  line(node) {
    node.children = mergeTokens(node.children as Hast[]) as typeof node.children;
  },
  code(node) {
    const unwrapped = (node.children as Hast[]).flatMap((child) =>
      child.type === "element" && child.properties?.["data-line"] === undefined ? (child.children ?? []) : [child],
    );
    node.children = mergeTokens(unwrapped) as typeof node.children;
  },
};

/** Unwraps class-less spans and joins neighbouring text, or spans of one class. Builds new nodes, mutates none. */
function mergeTokens(children: Hast[]): Hast[] {
  const merged: Hast[] = [];
  for (const child of children) {
    const text = textOnly(child);
    const cls = classOf(child);
    const last = merged.at(-1);
    if (text === undefined || !last) merged.push(text !== undefined && !cls ? { type: "text", value: text } : child);
    else if (!cls && last.type === "text") merged[merged.length - 1] = { type: "text", value: `${last.value}${text}` };
    else if (cls && classOf(last) === cls && textOnly(last) !== undefined)
      merged[merged.length - 1] = { ...last, children: [{ type: "text", value: `${textOnly(last)}${text}` }] };
    else merged.push(cls ? child : { type: "text", value: text });
  }
  return merged;
}

/** A token's text when it is a text node or a span holding only text. */
function textOnly(node: Hast): string | undefined {
  if (node.type === "text") return node.value;
  const only = node.children?.length === 1 ? node.children[0] : undefined;
  return node.type === "element" && only?.type === "text" ? only.value : undefined;
}

/** An element's classes as one string ("" for text and class-less spans). */
function classOf(node: Hast): string {
  if (node.type !== "element") return "";
  const value = node.properties?.class ?? node.properties?.className;
  return Array.isArray(value) ? value.join(" ") : String(value ?? "");
}
