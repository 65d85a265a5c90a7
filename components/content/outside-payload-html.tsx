"use client";

import { useEffect, useState } from "react";
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
    else if (!reloading && reloadedFor() !== null) remember(null);
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

/**
 * Set, as "<path> <document's timeOrigin>", by the document that reloads for a missing
 * block; cleared once a block finds its HTML.
 */
const RELOADED = "envelope-lab:outside-payload-reloaded";

/** Every missing block of one commit sees the same miss; the first one reloads for all. */
let reloading = false;

function reloadOnce(key: string) {
  if (reloading) return;
  const path = window.location.pathname;
  const [markedPath, markedBy] = (reloadedFor() ?? "").split(" ");
  // This document is the reload a miss on this path asked for, and it still misses: a bug
  // that another load would only repeat.
  if (markedPath === path && markedBy !== String(performance.timeOrigin) && loadedByReload()) {
    throw new Error(`OutsidePayloadHtml: ${key} is missing from a fully loaded page`);
  }
  reloading = true;
  remember(`${path} ${performance.timeOrigin}`);
  window.location.reload();
}

const loadedByReload = () =>
  (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload";

// Storage a browser refuses (privacy settings) reads as "no reload yet" and keeps nothing:
// then only a page that misses on every full load, a bug, would reload again and again.
function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED);
  } catch {
    return null;
  }
}

function remember(mark: string | null) {
  try {
    if (mark === null) sessionStorage.removeItem(RELOADED);
    else sessionStorage.setItem(RELOADED, mark);
  } catch {
    // Nothing to keep it in (see reloadedFor).
  }
}
