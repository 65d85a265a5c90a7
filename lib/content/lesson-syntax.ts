import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

/**
 * The one parser of a lesson body: Markdown with GitHub's tables and the MDX tag syntax,
 * to a syntax tree. Parsing runs nothing: an MDX expression or import is a node in the
 * tree (which the content check refuses), never code that is evaluated. Throws the
 * parser's error (with its line) on a body that is not MDX.
 */
export function parseLessonBody(body: string): Root {
  return lessonParser.parse(body);
}

/** The parser as a unified processor, for a pipeline that goes on to HTML (compile-lesson.ts). */
export const lessonParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
