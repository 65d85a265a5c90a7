/** The part of Web Storage this module needs; tests pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type Loaded<T> = { value: T; notice?: string };

/** What is written: the data with the schema version it was written under. */
type Stored = { version: number; data: unknown };

export const SET_ASIDE_SUFFIX = ":set-aside";

/**
 * Reads progress saved under `key`. A value written by another version, or one
 * that `parse` refuses, is not thrown away: it is moved to `key + ":set-aside"`
 * (so nothing is lost) and the caller gets `fallback` with a notice to show.
 * `parse` returns null for data it does not accept.
 */
export function loadVersioned<T>(
  store: KeyValueStore | undefined,
  key: string,
  version: number,
  parse: (data: unknown) => T | null,
  fallback: T,
): Loaded<T> {
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return { value: fallback, notice: "Progress cannot be saved in this browser (storage is blocked)." };
  }
  if (raw === null) return { value: fallback };
  const parsed = tryJson(raw);
  const stored = isStored(parsed) ? parsed : null;
  const value = stored && stored.version === version ? parse(stored.data) : null;
  if (value !== null) return { value };
  try {
    store?.setItem(key + SET_ASIDE_SUFFIX, raw);
    store?.removeItem(key);
  } catch {
    // Setting aside is best effort; the notice still tells the student.
  }
  const why = stored && stored.version !== version ? "was saved by another version of this page" : "could not be read";
  return {
    value: fallback,
    notice: `Your saved progress ${why}, so it was set aside and you are starting fresh.`,
  };
}

/** A save either worked or comes back with the words to show the student. */
export type Saved = { ok: true } | { ok: false; notice: string };

export const STORAGE_FULL_NOTICE =
  "Your progress could not be saved: this browser's storage for the site is full. What you see is kept until you leave the page; free some space (for example by clearing other sites' data) to keep it.";
export const STORAGE_BLOCKED_NOTICE = "Progress cannot be saved in this browser (storage is blocked).";

/**
 * Saves `data` under `key` with its schema version. A refusal is never swallowed: it
 * comes back with a notice, one that says "full" when the browser ran out of quota.
 */
export function saveVersioned(store: KeyValueStore | undefined, key: string, version: number, data: unknown): Saved {
  if (store === undefined) return { ok: false, notice: STORAGE_BLOCKED_NOTICE };
  try {
    store.setItem(key, JSON.stringify({ version, data } satisfies Stored));
    return { ok: true };
  } catch (error) {
    return { ok: false, notice: isQuotaError(error) ? STORAGE_FULL_NOTICE : STORAGE_BLOCKED_NOTICE };
  }
}

// NOTE: browsers name it differently: QuotaExceededError (code 22) in most, NS_ERROR_DOM_QUOTA_REACHED in old Firefox.
function isQuotaError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22;
}

function tryJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isStored(value: unknown): value is Stored {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Stored).version === "number" &&
    "data" in (value as object)
  );
}
