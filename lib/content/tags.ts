/**
 * The tags an author may use in lesson.mdx, and their props: the prose tags here, and one
 * tag per exercise kind, which the registry adds (lib/exercise-kinds/lesson-tags.ts). This
 * is data only (no React), so the content checker and the renderer's component map share
 * one list. A prose tag is added here and in components/mdx.
 */
/**
 * Every prop is a quoted string: a lesson holds no expressions, so a literal string is the
 * only value an attribute can have (lib/content/check-tags.ts).
 */
export type PropSpec = { type: "string"; required?: boolean; description: string };
/**
 * `once`: the tag shows the lesson's one data file, and the widget's element ids derive
 * from the lesson, so a second use would repeat them (issue 19: two <MatchExercise />
 * gave seven duplicate ids). The check refuses a second use rather than numbering ids.
 */
export type TagSpec = { description: string; props: Record<string, PropSpec>; selfClosing?: boolean; once?: true };

export const PROSE_TAGS = {
  Note: { description: "A neutral aside.", props: {} },
  Pitfall: { description: "A common mistake and how to avoid it.", props: {} },
  RuleOfThumb: { description: "A short rule worth remembering.", props: {} },
  SourceFile: {
    description: "Shows a source file of this project, highlighted at build time.",
    selfClosing: true,
    props: {
      path: { type: "string", required: true, description: "Path from the repository root, inside lib/." },
      title: { type: "string", description: "Caption shown above the file; defaults to the path." },
    },
  },
  Sandbox: {
    description: "A live sandbox that runs the real tools layer in the browser (docs/sandbox.md).",
    selfClosing: true,
    props: {
      scenario: { type: "string", description: "Start from this scenario id in a lesson's scenarios.yaml." },
      tool: { type: "string", description: "Starting tool name (any name; unknown names are allowed)." },
      args: { type: "string", description: "Starting arguments as JSON text." },
      faults: { type: "string", description: "Starting faults in the fault-plan string syntax, e.g. weather:outage." },
    },
  },
} satisfies Record<string, TagSpec>;

/** The tags a lesson may use: PROSE_TAGS and the exercise kinds' tags. */
export type TagSet = Readonly<Record<string, TagSpec>>;

/** An exercise kind's tag: written bare and once, since it shows the lesson's one data file. */
export const exerciseTagSpec = (description: string): TagSpec => ({
  description,
  selfClosing: true,
  once: true,
  props: {},
});

/**
 * Plain HTML elements an author may write inline, where Markdown has no syntax for them,
 * with the only attributes each may carry. Anything else (an event handler, a style,
 * dangerouslySetInnerHTML) is refused by the check, whatever its value.
 */
export const HTML_TAGS = {
  kbd: { description: "A key to press, e.g. <kbd>Enter</kbd>.", props: {} },
  abbr: {
    description: "An abbreviation, with its expansion in title.",
    props: { title: { type: "string", description: "What the abbreviation stands for." } },
  },
  br: { description: "A line break inside a paragraph or table cell.", selfClosing: true, props: {} },
  sub: { description: "Subscript text.", props: {} },
  sup: { description: "Superscript text.", props: {} },
} satisfies Record<string, TagSpec>;

export type HtmlTagName = keyof typeof HTML_TAGS;

/** HTML an author reaches for out of habit, and the Markdown that does the same here. */
export const MARKDOWN_FOR_HTML: Record<string, string> = {
  strong: "**bold**",
  b: "**bold**",
  em: "*italic*",
  i: "*italic*",
  code: "`inline code`",
  a: "[link text](https://example.com)",
  h2: "## Heading",
  h3: "### Heading",
  p: "a blank line between paragraphs",
  ul: "lines that start with - ",
  ol: "lines that start with 1. ",
  li: "a line that starts with - ",
  pre: "a fenced code block (```ts ... ```)",
  img: "![alt text](path)",
  blockquote: "lines that start with > ",
};

/** The spec of lesson tag `name` in `tags`, else undefined. */
export function lessonTagSpec(name: string, tags: TagSet): TagSpec | undefined {
  return Object.hasOwn(tags, name) ? tags[name] : undefined;
}

/** The spec of a tag an author may write (a lesson tag or an allowed HTML element), else undefined. */
export function authoredTagSpec(name: string, tags: TagSet): TagSpec | undefined {
  return lessonTagSpec(name, tags) ?? (Object.hasOwn(HTML_TAGS, name) ? HTML_TAGS[name as HtmlTagName] : undefined);
}
