/**
 * One pair of themes for every highlighted block, so code looks the same everywhere.
 * The "-default" GitHub themes were chosen because every token colour meets WCAG AA
 * (4.5:1) on their own backgrounds, which --code-bg in app/globals.css copies.
 */
export const SHIKI_THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

/** Languages lessons may highlight; loading only these keeps builds fast. */
export const SHIKI_LANGS = ["ts", "tsx", "js", "json", "sql", "bash", "text"];
