import { codeToHtml } from "shiki";
import { CODE_THEME, TOKEN_CLASSES } from "@/lib/content/shiki-themes";

/**
 * Highlights code with the site's class-based theme (colours come from app/globals.css,
 * so light and dark share one copy of the markup). `markLines` adds a class to those
 * 1-based lines; with `lineNumbers`, every line carries `data-line`, which the sandbox
 * uses to point at the step that decided a status.
 */
export async function highlightCode(
  code: string,
  lang: string,
  { markLines = [], lineNumbers = false }: { markLines?: number[]; lineNumbers?: boolean } = {},
): Promise<string> {
  const marked = new Set(markLines);
  return codeToHtml(code.replace(/\n$/, ""), {
    lang,
    theme: CODE_THEME,
    // Shiki's whitespace merging can fold a trailing comment into the token before it;
    // TOKEN_CLASSES joins plain whitespace into text anyway.
    mergeWhitespaces: false,
    transformers: [
      TOKEN_CLASSES,
      {
        line(node, line) {
          if (lineNumbers) node.properties["data-line"] = line;
          if (marked.has(line)) this.addClassToHast(node, "line-marked");
        },
      },
    ],
  });
}
