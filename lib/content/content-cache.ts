/**
 * A cache for what a loader reads from a lesson folder, keyed by folder and slug.
 * It is off only in `next dev`, where a saved file must show on the next render
 * (docs/authoring.md, "The edit loop"). Tests keep it on: the grading endpoint's
 * property test loads the same lesson hundreds of times, and each test that writes
 * files uses a fresh folder, hence a fresh key. A promise that rejects is dropped,
 * so a load that failed is tried again rather than failing forever. It keeps at most
 * `limit` entries, dropping the least recently used: the studio checks every draft in a
 * folder of its own (lib/exercise-kinds/lesson-draft.ts), and each would otherwise stay here for good.
 */
import { LRUCache } from "lru-cache";

export function createContentCache<V>(enabled: boolean = process.env.NODE_ENV !== "development", limit = 64) {
  // NOTE: boxed, because lru-cache holds no null (a lesson without an exercise loads as null).
  const entries = new LRUCache<string, { value: V }>({ max: limit });
  return function cached(dir: string, slug: string, load: () => V): V {
    const key = `${dir}\u0000${slug}`;
    const hit = enabled ? entries.get(key) : undefined;
    if (hit) return hit.value;
    const value = load();
    if (!enabled) return value;
    entries.set(key, { value });
    if (value instanceof Promise) value.catch(() => entries.delete(key));
    return value;
  };
}
