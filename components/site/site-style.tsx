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
 */
export function SiteStyle() {
  const css =
    typeof document === "undefined"
      ? ((globalThis as { [SITE_CSS_KEY]?: string })[SITE_CSS_KEY] ?? "")
      : (document.getElementById(SITE_CSS_ID)?.textContent ?? "");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own compiled stylesheet
  return <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
