"use client";

import { useEffect, useState } from "react";
import { OUTSIDE_PAYLOAD_ATTRIBUTE, OUTSIDE_PAYLOAD_KEY, type OutsidePayloadStore } from "./outside-payload-key";

/**
 * A block of server-made HTML (a highlighted listing) that travels once, in the document,
 * and not a second time as a string in the RSC payload, where it would cost a lesson page
 * its size again (issue 15's document budget). Only the key travels as a prop.
 *
 * On the server the string comes from the server component that called rememberHtml in
 * the same render. In the browser the element is already in the document, so the
 * component renders the HTML it finds there and hydration sees no difference.
 *
 * NOTE: a client-side navigation brings only the payload, so a page that uses this must
 * be reached by a full load: links to lesson pages are plain <a>, not next/link. Should a
 * client render still find no such element, the page loads again, whole.
 */
export function OutsidePayloadHtml({ htmlKey, className }: { htmlKey: string; className?: string }) {
  const [html] = useState(() => findHtml(htmlKey));
  useEffect(() => {
    if (html === null) window.location.reload();
  }, [html]);
  return (
    <div
      {...{ [OUTSIDE_PAYLOAD_ATTRIBUTE]: htmlKey }}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the server made from the project's own files
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
    />
  );
}

function findHtml(key: string): string | null {
  if (typeof document === "undefined") {
    const html = (globalThis as { [OUTSIDE_PAYLOAD_KEY]?: OutsidePayloadStore })[OUTSIDE_PAYLOAD_KEY]?.get(key);
    // The server component remembered it moments ago in this process; its absence is a bug, not a state.
    if (html === undefined) throw new Error(`OutsidePayloadHtml: no HTML remembered under ${key}`);
    return html;
  }
  return document.querySelector(`[${OUTSIDE_PAYLOAD_ATTRIBUTE}="${key}"]`)?.innerHTML ?? null;
}
