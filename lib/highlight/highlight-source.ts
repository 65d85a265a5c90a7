import { codeToHast } from "shiki";
import { toCompactHtml } from "./compact-html";
import { CODE_THEME, HIGHLIGHT_OPTIONS, TOKEN_CLASSES } from "./shiki-themes";

/** How many highlighted listings are kept: every file and snippet the lessons show, many times over. */
export const HIGHLIGHTS_KEPT = 64;

const highlighted = new Map<string, Promise<string>>();

/**
 * Highlights code with the site's class-based theme (colours come from app/globals.css,
 * so light and dark share one copy of the markup). With `lineNumbers`, every line
 * carries `data-line`, which the sandbox uses to point at the step that decided a status.
 *
 * The result is kept, keyed by the code itself: pages rendered per request (the sandbox,
 * the embeds) show the same authored code every time, and highlighting the tools layer
 * took 18-39 ms of each /sandbox request. Only authored code comes here (the repository's
 * files, lesson snippets, a kata's starter), and only the last HIGHLIGHTS_KEPT are kept.
 */
export function highlightCode(
  code: string,
  lang: string,
  { lineNumbers = false }: { lineNumbers?: boolean } = {},
): Promise<string> {
  const key = `${lang}\0${lineNumbers}\0${code}`;
  const kept = highlighted.get(key);
  if (kept) return kept;
  const html = render(code, lang, lineNumbers);
  highlighted.set(key, html);
  if (highlighted.size > HIGHLIGHTS_KEPT) highlighted.delete(highlighted.keys().next().value as string);
  // A failure is not kept: the next request tries again.
  html.catch(() => highlighted.delete(key));
  return html;
}

async function render(code: string, lang: string, lineNumbers: boolean): Promise<string> {
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
