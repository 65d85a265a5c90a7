/**
 * A cache for what a loader reads from a lesson folder, keyed by folder and slug.
 * It keeps values only in production: in `next dev` a saved file must show on the
 * next render (docs/authoring.md, "The edit loop"), and tests point loaders at
 * fixture folders they may rewrite. A promise that rejects is dropped, so a load
 * that failed is tried again rather than failing forever.
 */
export function createContentCache<V>(enabled: boolean = process.env.NODE_ENV === "production") {
  const entries = new Map<string, V>();
  return function cached(dir: string, slug: string, load: () => V): V {
    const key = `${dir}\u0000${slug}`;
    if (enabled && entries.has(key)) return entries.get(key) as V;
    const value = load();
    if (!enabled) return value;
    entries.set(key, value);
    if (value instanceof Promise) value.catch(() => entries.delete(key));
    return value;
  };
}
