/**
 * A cache for what a loader reads from a lesson folder, keyed by folder and slug.
 * It is off only in `next dev`, where a saved file must show on the next render
 * (docs/authoring.md, "The edit loop"). Tests keep it on: the grading endpoint's
 * property test loads the same lesson hundreds of times, and each test that writes
 * files uses a fresh folder, hence a fresh key. A promise that rejects is dropped,
 * so a load that failed is tried again rather than failing forever. It keeps at most
 * `limit` entries, dropping the oldest: the studio checks every draft in a folder of its
 * own (lib/content/lesson-draft.ts), and each would otherwise stay here for good.
 */
export function createContentCache<V>(enabled: boolean = process.env.NODE_ENV !== "development", limit = 64) {
  const entries = new Map<string, V>();
  return function cached(dir: string, slug: string, load: () => V): V {
    const key = `${dir}\u0000${slug}`;
    if (enabled && entries.has(key)) return entries.get(key) as V;
    const value = load();
    if (!enabled) return value;
    entries.set(key, value);
    if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    if (value instanceof Promise) value.catch(() => entries.delete(key));
    return value;
  };
}
