/** The schemes a lesson's links and images may name; a path or an #anchor names none. */
export const LINK_SCHEMES = ["http", "https", "mailto"] as const;

/**
 * The scheme of `url` when it is one a lesson may not link to (javascript:, data:,
 * vbscript:…), else undefined. Lesson prose reaches the page as HTML strings
 * (rehype-prose-html.ts), where React's own guard against javascript: links does not apply.
 */
export function refusedScheme(url: string): string | undefined {
  // Browsers drop tabs and line breaks inside a URL, and control characters and spaces
  // before it, so "java\tscript:" is still javascript:.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  const cleaned = url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined || (LINK_SCHEMES as readonly string[]).includes(scheme)) return undefined;
  return scheme;
}
