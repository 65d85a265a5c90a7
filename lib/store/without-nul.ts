/**
 * Postgres text and jsonb cannot hold U+0000 (NUL): an answer or a learner's name with
 * one would make the whole write fail. Such characters become U+FFFD (the replacement
 * character) before anything is stored, so the rest is kept and the change is visible.
 * Used as a zod transform on the store's free-text and JSON inputs.
 */
const NUL = String.fromCharCode(0);

/** `value` with every NUL in its strings (JSON object keys included) replaced by U+FFFD. */
export function withoutNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll(NUL, "\uFFFD") as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)])) as T;
  return value;
}
