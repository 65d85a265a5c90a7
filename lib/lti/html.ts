/**
 * The few HTML pages the LTI endpoints answer with: a problem page naming what was
 * wrong, and a form that posts itself (with a visible button for when scripts are off).
 */

import { escapeHtml } from "@/lib/http/escape-html";
import { SITE_PAGE_STYLE } from "@/lib/http/site-page-style";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { AUTO_POST_SCRIPT } from "./auto-post-script.bundled";

const HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · Envelope Lab</title>${SITE_PAGE_STYLE}</head><body>${body}</body></html>`;
}

const LAUNCH_ADVICE =
  "Go back to your course and open the activity again; if this keeps happening, show this message to your course administrator.";

/** A 4xx page: the title says what failed, `message` says exactly what was wrong, `advice` what to do next. */
export function problemPage(status: number, title: string, message: string, advice: string = LAUNCH_ADVICE): Response {
  const body = `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>${escapeHtml(advice)}</p></main>`;
  return new Response(page(title, body), { status, headers: HEADERS });
}

/** Runs a browser-facing LTI handler; a fault on the server's own side becomes a 503 page, never a bare 500. */
export function pageUnlessServerFault(label: string, run: () => Promise<Response>): Promise<Response> {
  return unlessServerFault(
    `lti ${label}`,
    "The tool could not finish this step right now; try again shortly.",
    run,
    (message) => problemPage(503, "The tool is unavailable", message),
  );
}

/**
 * A page whose form POSTs `fields` to `action` at once. The inline script submits it;
 * without scripts the reader presses the button.
 */
export function autoPostPage(title: string, action: string, fields: Record<string, string>): Response {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const body = `<main><h1>${escapeHtml(title)}</h1><form id="lti-post" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continue</button></form><script>${AUTO_POST_SCRIPT}</script></main>`;
  return new Response(page(title, body), { status: 200, headers: HEADERS });
}

/** A page with arbitrary (already escaped) body markup. */
export function htmlPage(title: string, body: string): Response {
  return new Response(page(title, body), { status: 200, headers: HEADERS });
}
