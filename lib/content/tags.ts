/**
 * The fixed set of tags an author may use in lesson.mdx, and their props. This is
 * data only (no React), so the content checker and the renderer's component map
 * share one list. Adding a tag means adding it here and in components/mdx.
 */
export type PropSpec = { type: "string" | "number" | "boolean"; required?: boolean; description: string };
export type TagSpec = { description: string; props: Record<string, PropSpec>; selfClosing?: boolean };

export const LESSON_TAGS = {
  Note: { description: "A neutral aside.", props: {} },
  Pitfall: { description: "A common mistake and how to avoid it.", props: {} },
  RuleOfThumb: { description: "A short rule worth remembering.", props: {} },
  MatchExercise: {
    description: "The lesson's drag-to-match exercise, read from match.yaml in the lesson folder.",
    selfClosing: true,
    props: {},
  },
  SourceFile: {
    description: "Shows a source file of this project, highlighted at build time.",
    selfClosing: true,
    props: {
      path: { type: "string", required: true, description: "Path from the repository root, inside lib/." },
      title: { type: "string", description: "Caption shown above the file; defaults to the path." },
    },
  },
} satisfies Record<string, TagSpec>;

export type LessonTagName = keyof typeof LESSON_TAGS;

/** Plain HTML elements an author may write inline, where Markdown has no syntax for them. */
export const ALLOWED_HTML = new Set(["kbd", "abbr", "br", "sub", "sup"]);

export function isLessonTag(name: string): name is LessonTagName {
  return Object.hasOwn(LESSON_TAGS, name);
}
