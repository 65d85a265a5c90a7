/**
 * Every counterexample explains itself: for each rule, over every classic bug that breaks it,
 * Expected and Got read differently (what the student compares) and the Problem is one of
 * that rule's own sentences, which no other rule shares, so it speaks of the rule whose hint
 * is shown beside it.
 */
import { describe, expect, it } from "vitest";
import { runCorpus } from "./corpus";
import { BUG_ENTRIES } from "./corpus/bugs";
import { createRealmEngine } from "./engine-realm";
import { KATA_RULES } from "./rules";
import { describeFailure } from "./ui/describe-failure";
import { type Counterexample, KATA_RULE_IDS, type KataRuleId } from "./verdict";

const graded = runCorpus(createRealmEngine, BUG_ENTRIES);

async function counterexamplesOf(id: KataRuleId): Promise<[string, Counterexample][]> {
  return (await graded).flatMap(({ entry, verdict }) =>
    verdict.kind === "graded"
      ? verdict.rules.flatMap((rule) =>
          rule.id === id && rule.counterexample ? [[entry.name, rule.counterexample] as [string, Counterexample]] : [],
        )
      : [],
  );
}

describe.each(KATA_RULE_IDS)("the counterexamples of %s", (id) => {
  it("show an Expected that differs from Got, and a Problem in this rule's own words", async () => {
    const own = new Set(Object.values(KATA_RULES.find((rule) => rule.id === id)?.problems ?? {}));
    const found = await counterexamplesOf(id);
    expect(found.length, "a corpus bug breaks this rule").toBeGreaterThan(0);
    for (const [name, counterexample] of found) {
      const view = describeFailure(counterexample);
      expect(view.expected, name).not.toBe(view.got);
      expect(own, `${name}: "${counterexample.problem}"`).toContain(counterexample.problem);
    }
  }, 120_000);
});

it("gives no two rules the same problem sentence", () => {
  const sentences = KATA_RULES.flatMap((rule) => Object.values(rule.problems));
  expect(new Set(sentences).size).toBe(sentences.length);
});
