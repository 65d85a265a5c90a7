/**
 * The site's look for pages answered as plain HTML, before any React renders (the LTI
 * launch's pages: the instructor's landing, problems, the self-posting forms). Not the
 * site's stylesheet, whose file name is the build's business: its colour variables and
 * font stack, copied from app/globals.css and checked against it by a test, with the few
 * rules such a short page needs. Inline, which the site's CSP allows (style-src
 * 'unsafe-inline'), and small: every LTI page carries it.
 */
const TOKENS = {
  "--bg": "light-dark(#ffffff, #101216)",
  "--fg": "light-dark(#16181d, #e7e9ec)",
  "--muted": "light-dark(#4a5361, #a7b0bd)",
  "--surface": "light-dark(#f4f5f7, #181b21)",
  "--border": "light-dark(#d3d7de, #323842)",
  "--accent": "light-dark(#1d4ed8, #8cb4ff)",
  "--focus": "light-dark(#1d4ed8, #8cb4ff)",
} as const;

export const SITE_FONT = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif`;

/** The colour variables this sheet declares, for the test that holds them to app/globals.css. */
export const SITE_PAGE_TOKENS: Readonly<Record<string, string>> = TOKENS;

const vars = Object.entries(TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(";");

/** A `<style>` element with the site's colours (both schemes), type and spacing. */
export const SITE_PAGE_STYLE = `<style>:root{color-scheme:light dark;${vars}}
body{margin:0;background:var(--bg);color:var(--fg);font-family:${SITE_FONT};line-height:1.5;-webkit-font-smoothing:antialiased}
main{max-width:42rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.875rem;line-height:1.25;font-weight:700;margin:0 0 .75rem}
p{margin:.5rem 0}
.eyebrow{font-size:.875rem;font-weight:500;color:var(--muted);margin:0}
.muted{font-size:.875rem;color:var(--muted)}
a{color:var(--accent);text-underline-offset:2px}
ul.actions{list-style:none;padding:0;margin:1.25rem 0;display:flex;flex-wrap:wrap;gap:.75rem}
ul.actions a,button{display:inline-block;font:inherit;font-weight:500;color:var(--fg);background:var(--surface);border:1px solid var(--border);border-radius:.375rem;padding:.5rem .875rem;text-decoration:none}
ul.actions a:hover,button:hover{border-color:var(--accent)}
a:focus-visible,button:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
</style>`;
