import { expect, it } from "vitest";
import { KATA_RULE_IDS } from "../verdict";
import { BUG_ENTRIES } from "./bugs";
import { CORRECT_ENTRIES } from "./correct";
import { KATA_CORPUS } from "./index";

const MINIMUM_CORPUS = 30;

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

// Every entry's verdict on the realm engine is checked in lib/kata/server/quickjs-corpus.test.ts,
// in the same test that compares it with QuickJS's, so each entry is graded on the realm once.
