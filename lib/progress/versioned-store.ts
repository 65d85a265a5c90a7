/** The part of Web Storage this module needs; tests pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type Loaded<T> = { value: T; notice?: string };

/** What is written: the data with the schema version it was written under. */
type Stored = { version: number; data: unknown };

export const SET_ASIDE_SUFFIX = ":set-aside";

/** Why stored progress was not used: storage refused, the data is unreadable, or another version wrote it. */
export type ReadProblem = "blocked" | "unreadable" | "other-version";

/** What is under `key`, read without changing anything: the parsed value, or null and why not. */
export type Peeked<T> = { value: T | null; problem?: ReadProblem; raw?: string };

/**
 * Reads progress saved under `key` and changes nothing, so a page that only shows
 * progress (the index) never moves a student's data. `parse` returns null for data it
 * does not accept. Nothing stored is `{ value: null }` with no problem.
 */
export function peekVersioned<T>(
  store: KeyValueStore | undefined,
  key: string,
  version: number,
  parse: (data: unknown) => T | null,
): Peeked<T> {
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return { value: null, problem: "blocked" };
  }
  if (raw === null) return { value: null };
  const parsed = tryJson(raw);
  const stored = isStored(parsed) ? parsed : null;
  if (stored && stored.version !== version) return { value: null, problem: "other-version", raw };
  const value = stored ? parse(stored.data) : null;
  return value === null ? { value: null, problem: "unreadable", raw } : { value };
}

/**
 * Reads progress saved under `key` for a widget that will write it again. A value
 * written by another version, or one that `parse` refuses, is not thrown away: it is
 * moved to `key + ":set-aside"` (so nothing is lost) and the caller gets `fallback`
 * with a notice to show. `parse` returns null for data it does not accept.
 */
export function loadVersioned<T>(
  store: KeyValueStore | undefined,
  key: string,
  version: number,
  parse: (data: unknown) => T | null,
  fallback: T,
): Loaded<T> {
  const peeked = peekVersioned(store, key, version, parse);
  if (peeked.problem === "blocked") return { value: fallback, notice: STORAGE_BLOCKED_NOTICE };
  if (peeked.value !== null) return { value: peeked.value };
  if (peeked.raw === undefined) return { value: fallback };
  try {
    store?.setItem(key + SET_ASIDE_SUFFIX, peeked.raw);
    store?.removeItem(key);
  } catch {
    // Setting aside is best effort; the notice still tells the student.
  }
  const why = peeked.problem === "other-version" ? "was saved by another version of this page" : "could not be read";
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
