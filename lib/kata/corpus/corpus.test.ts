import { describe, expect, it } from "vitest";
import { createRealmEngine } from "../engine-realm";
import { KATA_RULE_IDS } from "../verdict";
import { BUG_ENTRIES } from "./bugs";
import { CORRECT_ENTRIES } from "./correct";
import { KATA_CORPUS, runCorpus } from "./index";

const MINIMUM_CORPUS = 30;
const killable = KATA_CORPUS.filter((entry) => entry.needsKill);
const runnable = KATA_CORPUS.filter((entry) => !entry.needsKill);

it(`holds at least ${MINIMUM_CORPUS} submissions, correct ones, bugs and hostile ones`, () => {
  expect(KATA_CORPUS.length).toBeGreaterThanOrEqual(MINIMUM_CORPUS);
  expect(new Set(KATA_CORPUS.map((entry) => entry.name)).size).toBe(KATA_CORPUS.length);
});

it("has, for every rule, a hand-written bug that fails it and correct layers that pass it", () => {
  expect(CORRECT_ENTRIES.length).toBeGreaterThan(1);
  for (const entry of CORRECT_ENTRIES) expect(entry.expect).toEqual({ failing: [] });
  const failedByBugs = new Set(BUG_ENTRIES.flatMap((entry) => ("failing" in entry.expect ? entry.expect.failing : [])));
  expect([...failedByBugs].sort()).toEqual([...KATA_RULE_IDS].sort());
});

describe(`the corpus on the realm engine in Node, without the ${killable.length} entries only a killable engine survives (${killable.map((entry) => entry.name).join("; ")})`, () => {
  it.each(runnable.map((entry) => [entry.name, entry] as const))("%s", async (_, entry) => {
    const [result] = await runCorpus(createRealmEngine, [entry]);
    expect(result?.got).toEqual(entry.expect);
  });
});
