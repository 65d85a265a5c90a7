/**
 * What the browser may see of an item: the question and its choices, never the key, the
 * deciding step, or a seed. The item's seed would let anyone run the generator (the code
 * is public) and read the key; the engine's seed can go because a generated key never
 * depends on it (generate.ts refuses items whose outcome changes with it), so the item is
 * as decidable without it. The server keeps the seed to grade and to open the sandbox.
 */
import type { PracticeItem } from "./generate";

/** `item` without its key, step and seeds. */
export function toPublicItem({ key, step, seed, scenario, ...item }: PracticeItem) {
  const { seed: engineSeed, ...shown } = scenario;
  return { ...item, scenario: shown };
}
export type PublicPracticeItem = ReturnType<typeof toPublicItem>;
