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

/** Saves `data` under `key` with its schema version; returns false when storage refuses. */
export function saveVersioned(store: KeyValueStore | undefined, key: string, version: number, data: unknown): boolean {
  try {
    store?.setItem(key, JSON.stringify({ version, data } satisfies Stored));
    return store !== undefined;
  } catch {
    return false;
  }
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
