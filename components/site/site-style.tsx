"use client";

import { SITE_CSS_ID, SITE_CSS_KEY } from "./site-css-key";

/**
 * The site's stylesheet, inline in <head>: written into the HTML once and never into
 * the RSC payload. A stylesheet link would cost a phone one more round trip before the
 * first paint, and a <style> whose text came as a prop would travel twice.
 *
 * On the server the text comes from the root layout, which reads the compiled file and
 * leaves it on globalThis (the server-component and SSR bundles share the process but
 * not their modules). In the browser the element is already in the DOM, so the
 * component renders the text it finds there and hydration sees no difference.
 *
 * The text is remembered from the first time: should the root layout ever be drawn anew
 * (an error page that replaces the whole document, then Back), the element is gone from
 * the DOM, and this part of the stylesheet is the only one that registers Tailwind's custom
 * properties (the file the server adds after the paint leaves them out:
 * scripts/serve/critical-css.mjs).
 */
let known: string | undefined;

/** The inline part's text in the browser: read from the DOM the first time, then remembered. */
function browserCss(): string {
  if (known === undefined) known = document.getElementById(SITE_CSS_ID)?.textContent ?? undefined;
  return known ?? "";
}

export function SiteStyle() {
  const css =
    typeof document === "undefined" ? ((globalThis as { [SITE_CSS_KEY]?: string })[SITE_CSS_KEY] ?? "") : browserCss();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own compiled stylesheet
  return <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
