import type { KeyValueStore } from "./versioned-store";

/**
 * A localStorage stand-in for tests: what it holds is in `data`, and every write or
 * removal is also listed in `writes`, so a test can prove that reading changed nothing.
 */
export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string>; writes: string[] } {
  const data = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    data,
    writes,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      writes.push(`set ${k}`);
      data.set(k, v);
    },
    removeItem: (k) => {
      writes.push(`remove ${k}`);
      data.delete(k);
    },
  };
}
