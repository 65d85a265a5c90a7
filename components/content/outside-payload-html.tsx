"use client";

import { useEffect, useState } from "react";
import { onMissingBlock, RELOAD_MARK_KEY, reloadMark } from "@/lib/content/missing-block-reload";
import { readStored, writeStored } from "../storage/browser-storage";
import { OUTSIDE_PAYLOAD_ATTRIBUTE, OUTSIDE_PAYLOAD_KEY, type OutsidePayloadStore } from "./outside-payload-key";

/**
 * A block of server-made HTML (a run of prose, a highlighted listing) that travels once, in
 * the document, and not a second time as a string in the RSC payload, where it would cost a
 * lesson page its size again (issue 15's document budget). Only the key travels as a prop.
 *
 * On the server the string comes from the server component that called rememberHtml in
 * the same render. In the browser the element is already in the document, so the
 * component renders the HTML it finds there and hydration sees no difference.
 *
 * NOTE: a client-side navigation or refresh brings only the payload, so a page that uses
 * this must be reached by a full load: links to lesson pages, and the header's links away
 * from them, are plain <a>, not next/link. Should a client render still find no such element
 * (the development server's refresh after a lesson file is saved, the error page's "Try
 * again", a next/link added later), the page loads again, whole, once.
 */
export function OutsidePayloadHtml({ htmlKey, className }: { htmlKey: string; className?: string }) {
  // Keyed by the HTML's key: new HTML under the same position is a new block, which looks
  // for its own element instead of keeping the old block's HTML.
  return <OutsidePayloadBlock key={htmlKey} htmlKey={htmlKey} className={className} />;
}

function OutsidePayloadBlock({ htmlKey, className }: { htmlKey: string; className?: string }) {
  const [html] = useState(() => findHtml(htmlKey));
  useEffect(() => {
    if (html === null) reloadOnce(htmlKey);
    // Not while this document is leaving: the mark is for the one that comes next.
    else if (!reloading && readStored(RELOAD_MARK_KEY, "session") !== null)
      writeStored(RELOAD_MARK_KEY, null, "session");
  }, [html, htmlKey]);
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

/** Every missing block of one commit sees the same miss; the first one reloads for all. */
let reloading = false;

function reloadOnce(key: string) {
  if (reloading) return;
  const page = {
    path: window.location.pathname,
    timeOrigin: performance.timeOrigin,
    navigationType: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
  };
  if (onMissingBlock(readStored(RELOAD_MARK_KEY, "session"), page) === "fail") {
    throw new Error(`OutsidePayloadHtml: ${key} is missing from a fully loaded page`);
  }
  reloading = true;
  // Where storage is refused nothing is kept: then only a page that misses on every full
  // load, a bug, would reload again and again.
  writeStored(RELOAD_MARK_KEY, reloadMark(page.path, page.timeOrigin), "session");
  window.location.reload();
}
