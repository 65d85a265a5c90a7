import { decidePreviewAccess } from "./preview-access";

/** The refusal page: plain, accessible HTML that says how to get in and reveals nothing. */
export const REFUSAL_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Access refused · Envelope Lab</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2328;background:#fff}
a{color:#0a56c2}@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#101216}a{color:#7cb7ff}}</style></head>
<body><main><h1>Instructor preview: access refused</h1>
<p>This page shows the answers to every exercise, so it needs the instructor key. Open it as
<code>/preview/&lt;lesson&gt;?key=&lt;your key&gt;</code> (or <code>/studio/&lt;lesson&gt;?key=&lt;your key&gt;</code>
for the studio), with the key your deployment sets in INSTRUCTOR_KEY.</p>
<p><a href="/">Back to the lessons</a></p></main></body></html>`;

/** The pages that show every answer: the instructor preview and the studio (docs/studio.md). */
const KEYED_PAGES = ["/preview/", "/studio/"];

/**
 * For a request to /preview/<slug> or /studio/<slug>: a 403 Response when the instructor
 * key is missing or wrong, otherwise null (the page itself answers 404 when no key is configured).
 */
export function previewRefusal(
  url: { pathname: string; searchParams: URLSearchParams },
  env: { NODE_ENV?: string; INSTRUCTOR_KEY?: string } = process.env,
): Response | null {
  if (!KEYED_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const access = decidePreviewAccess({
    nodeEnv: env.NODE_ENV,
    configuredKey: env.INSTRUCTOR_KEY,
    givenKey: url.searchParams.getAll("key")[0],
  });
  if (access.allowed || access.status !== 403) return null;
  return new Response(REFUSAL_HTML, {
    status: 403,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
