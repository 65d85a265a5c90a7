/**
 * The one look of an "access refused" page (the instructor preview, the class
 * results): plain HTML, readable in both colour schemes, not indexed, not cached, and
 * answered before any React renders, so a proxy or a route handler can send it.
 */
import { escapeHtml } from "./escape-html";

/** A refusal page with `status`; `paragraphs` are plain text (escaped here), the first is the reason. */
export function refusalPage(status: number, heading: string, paragraphs: readonly string[]): Response {
  const body = paragraphs.map((p, i) => `<p${i === 0 ? " data-refusal" : ""}>${escapeHtml(p)}</p>`).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} · Envelope Lab</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2328;background:#fff}
a{color:#0a56c2}@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#101216}a{color:#7cb7ff}}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>
${body}
<p><a href="/">Back to the lessons</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
