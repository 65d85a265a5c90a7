import type { KeyValueStore } from "@/lib/progress/versioned-store";

/*
 * The one way the app touches localStorage and sessionStorage. Reading the property itself can throw
 * (storage blocked, some sandboxed iframes), and so can every call on it; these
 * helpers turn both into "nothing stored" so callers never need their own try.
 * The theme's inline boot script is the exception: it runs before any bundle.
 */

/** Which of the browser's stores: kept across visits, or for this tab only. */
export type StorageArea = "local" | "session";

/** The browser's localStorage (or sessionStorage), or undefined where it is blocked. */
export function browserStorage(area: StorageArea = "local"): KeyValueStore | undefined {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The value stored under `key`, or null when there is none or storage is blocked. */
export function readStored(key: string, area: StorageArea = "local"): string | null {
  try {
    return browserStorage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when storage refused. */
export function writeStored(key: string, value: string | null, area: StorageArea = "local"): boolean {
  const storage = browserStorage(area);
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}
