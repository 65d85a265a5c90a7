/**
 * Seeded randomness, so a run with the same seed replays exactly (fault dice, latencies).
 */

/** mulberry32: a tiny, fast 32-bit PRNG. Returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An independent stream for one purpose ("weather:latency", "faults:database"), so that
 * adding a call to one tool does not shift the dice of another.
 */
export function seededStream(seed: number, label: string): () => number {
  let hash = 0x811c9dc5; // FNV-1a over the label
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  return mulberry32((seed ^ hash) >>> 0);
}
