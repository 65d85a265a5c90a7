import { codeToHtml } from "shiki";
import { SHIKI_THEMES } from "@/lib/content/shiki-themes";

/**
 * Highlights code with the site's two themes, emitting CSS variables only so the
 * reader's theme decides the colours. `markLines` adds a class to those 1-based
 * lines, which the sandbox uses to point at the step that decided a status.
 */
export async function highlightCode(code: string, lang: string, markLines: number[] = []): Promise<string> {
  const marked = new Set(markLines);
  return codeToHtml(code.replace(/\n$/, ""), {
    lang,
    themes: SHIKI_THEMES,
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          node.properties["data-line"] = line;
          if (marked.has(line)) this.addClassToHast(node, "line-marked");
        },
      },
    ],
  });
}
