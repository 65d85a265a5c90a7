import type { KeyValueStore } from "@/lib/progress/versioned-store";

/*
 * The one way the app touches localStorage. Reading the property itself can throw
 * (storage blocked, some sandboxed iframes), and so can every call on it; these
 * helpers turn both into "nothing stored" so callers never need their own try.
 * The theme's inline boot script is the exception: it runs before any bundle.
 */

/** The browser's localStorage, or undefined where it is blocked. */
export function browserStorage(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The value stored under `key`, or null when there is none or storage is blocked. */
export function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when storage refused. */
export function writeStored(key: string, value: string | null): boolean {
  const storage = browserStorage();
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}
