// A least-recently-used map bounded by the bytes it holds, for what the production server
// keeps of the pages it has sent: their RSC payload files and their compressed bodies.
// Bounded by bytes, not entries, because a page rendered per request can make a new entry
// on every request and the entries differ a hundredfold in size.

/** A map from string keys to Buffers that drops the least recently used entries once it holds more than `maxBytes`. */
export function createByteLru(maxBytes) {
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0)
    throw new RangeError(`maxBytes must be a positive whole number, not ${maxBytes}`);
  const entries = new Map(); // insertion order is recency order: the first is the least recent
  let held = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    /** Stores `value`; one larger than the whole bound is not kept at all. */
    set(key, value) {
      const old = entries.get(key);
      if (old !== undefined) {
        entries.delete(key);
        held -= old.length;
      }
      if (value.length > maxBytes) return;
      entries.set(key, value);
      held += value.length;
      for (const [oldest, dropped] of entries) {
        if (held <= maxBytes) break;
        entries.delete(oldest);
        held -= dropped.length;
      }
    },
    get bytes() {
      return held;
    },
    get size() {
      return entries.size;
    },
  };
}
