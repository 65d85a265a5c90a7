/**
 * Leaves an HTML string where OutsidePayloadHtml's server render finds it, under a key
 * made from the string itself. Server-only.
 */
import { createHash } from "node:crypto";
import { OUTSIDE_PAYLOAD_KEY, type OutsidePayloadStore } from "./outside-payload-key";

// A development server renders again on every edit; the oldest strings go first. A build
// prerenders every lesson page in a few processes, each far below this.
const MAX_REMEMBERED = 2000;

/** Remembers `html` for this process's next server renders; returns its key. */
export function rememberHtml(html: string): string {
  const slot = globalThis as { [OUTSIDE_PAYLOAD_KEY]?: OutsidePayloadStore };
  slot[OUTSIDE_PAYLOAD_KEY] ??= new Map();
  const store = slot[OUTSIDE_PAYLOAD_KEY];
  const key = createHash("sha256").update(html).digest("base64url").slice(0, 16);
  store.delete(key);
  store.set(key, html);
  if (store.size > MAX_REMEMBERED) store.delete(store.keys().next().value as string);
  return key;
}
