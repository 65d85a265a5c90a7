/**
 * The generators' promises, on thousands of seeds: at least 1,000 different items per
 * concept, every key the engine's (10,000 keys derived again by an independent oracle),
 * the same item from the same seed in any order, and never two defensible answers. Like
 * envelope.property.test.ts it also asserts its own coverage: every answer of every ask is
 * the key of enough items, so the test cannot pass on a generator that asks one thing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CONCEPT_IDS } from "./concept-ids";
import { ASKS } from "./concepts";
import { DEADLINE_MARGIN_MS, generateItem, type PracticeItem } from "./generate";
import { ALL_TEMPLATES, rederiveKey, sqlExecutor } from "./test-support";

const PER_CONCEPT = 2000;
const executor = sqlExecutor();
const templates = ALL_TEMPLATES();
const items: PracticeItem[] = [];

/** Item n of `concept`: seed n, the concept's templates in turn. */
function templateFor(concept: string, n: number) {
  const own = templates.filter((template) => template.concept === concept);
  return own[n % own.length] as (typeof own)[number];
}

beforeAll(async () => {
  for (const concept of CONCEPT_IDS)
    for (let seed = 1; seed <= PER_CONCEPT; seed++)
      items.push(await generateItem(seed, templateFor(concept, seed), executor));
}, 600_000);

describe("generated practice items", () => {
  it("makes at least 1,000 different items per concept, from different seeds", () => {
    for (const concept of CONCEPT_IDS) {
      const own = items.filter((item) => item.concept === concept);
      const distinct = new Set(own.map(({ prompt, scenario, choices }) => JSON.stringify([prompt, scenario, choices])));
      console.log(`practice: ${concept}: ${distinct.size} distinct of ${own.length}`);
      expect(distinct.size).toBeGreaterThanOrEqual(1000);
    }
  });

  it("keys 10,000 items as the engine does, derived again from the item's data alone", async () => {
    expect(items.length).toBeGreaterThanOrEqual(10_000);
    const started = performance.now();
    const wrong: string[] = [];
    for (const item of items) {
      const key = await rederiveKey(item, executor);
      if (key !== item.key) wrong.push(`${item.ask} seed ${item.seed}: item says ${item.key}, engine says ${key}`);
    }
    console.log(`practice: re-derived ${items.length} keys in ${Math.round(performance.now() - started)} ms`);
    expect(wrong).toEqual([]);
  }, 600_000);

  it("gives every item one defensible answer: 3 or 4 choices, distinct outcomes and words, one of them the key", () => {
    for (const item of items) {
      const ids = item.choices.map((choice) => choice.id);
      const texts = item.choices.map((choice) => choice.text);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(ids.length).toBeLessThanOrEqual(4);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(texts).size).toBe(texts.length);
      expect(ids.filter((id) => id === item.key)).toHaveLength(1);
      expect(item.prompt).not.toMatch(/[{}]\w*[{}]|undefined/);
    }
  });

  it("keeps the key when only what the learner cannot see changes: latencies, jitter, the deadline's margin", async () => {
    const wrong: string[] = [];
    for (const item of items.filter((_, at) => at % 10 === 0)) {
      const { seed, timeoutMs } = item.scenario;
      for (const [shift, ms] of [
        [7, -DEADLINE_MARGIN_MS + 1],
        [11, DEADLINE_MARGIN_MS - 1],
      ] as const) {
        const key = await rederiveKey(item, executor, {
          ...item.scenario,
          seed: seed + shift,
          timeoutMs: timeoutMs + ms,
        });
        if (key !== item.key)
          wrong.push(`${item.ask} seed ${item.seed}: ${item.key} becomes ${key} (${shift}, ${ms} ms)`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it("covers every answer of every ask as a key", () => {
    for (const [ask, { answers }] of Object.entries(ASKS)) {
      const asked = items.filter((item) => item.ask === ask);
      for (const answer of Object.keys(answers))
        expect(asked.filter((item) => item.key === answer).length, `${ask}: ${answer}`).toBeGreaterThanOrEqual(20);
    }
  });

  it("makes the same item from the same seed, whatever was generated before and in what order", async () => {
    const sample = items.filter((_, at) => at % 50 === 0).reverse();
    const fresh = sqlExecutor();
    for (const item of sample) {
      const again = await generateItem(item.seed, templateFor(item.concept, item.seed), fresh);
      expect(again).toEqual(item);
    }
  }, 600_000);
});
