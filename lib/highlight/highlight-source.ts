import { codeToHast } from "shiki";
import { CODE_THEME, HIGHLIGHT_OPTIONS, TOKEN_CLASSES } from "@/lib/content/shiki-themes";
import { toCompactHtml } from "./compact-html";

/**
 * Highlights code with the site's class-based theme (colours come from app/globals.css,
 * so light and dark share one copy of the markup). With `lineNumbers`, every line
 * carries `data-line`, which the sandbox uses to point at the step that decided a status.
 */
export async function highlightCode(
  code: string,
  lang: string,
  { lineNumbers = false }: { lineNumbers?: boolean } = {},
): Promise<string> {
  const tree = await codeToHast(code.replace(/\n$/, ""), {
    lang,
    theme: CODE_THEME,
    ...HIGHLIGHT_OPTIONS,
    transformers: [
      TOKEN_CLASSES,
      {
        line(node, line) {
          if (lineNumbers) node.properties["data-line"] = line;
        },
      },
    ],
  });
  return toCompactHtml(tree);
}
