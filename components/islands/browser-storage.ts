import type { KeyValueStore } from "@/lib/progress/versioned-store";

/**
 * The browser's localStorage, or undefined where reading it throws (storage blocked,
 * some sandboxed iframes). Progress code then works in memory and says so.
 */
export function browserStorage(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
