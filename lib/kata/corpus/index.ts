/**
 * The verdict-equality corpus: correct layers, each classic bug alone, and hostile
 * submissions, with the verdict each must get. `runCorpus(makeEngine)` runs it on any engine,
 * so the realm engine (Node) and QuickJS (the server) are held to the same answers.
 */

import type { KataEngineFactory } from "../engine";
import type { RunCounts } from "../grade";
import { REFERENCE_SOURCE, STARTER_SOURCE } from "../lesson-layers";
import { BUG_ENTRIES } from "./bugs";
import type { CorpusEntry } from "./corpus-entry";
import { CORRECT_ENTRIES } from "./correct";
import { HOSTILE_ENTRIES } from "./hostile";

export type { CorpusEntry, CorpusExpectation } from "./corpus-entry";

import { type CorpusResult, runEntries } from "./run-corpus";

export { CORPUS_RUNS, type CorpusResult, summarize, withoutEngineText } from "./run-corpus";

export const KATA_CORPUS: readonly CorpusEntry[] = [
  { name: "the lesson's reference", source: REFERENCE_SOURCE, expect: { failing: [] } },
  {
    name: "the lesson's starter",
    source: STARTER_SOURCE,
    expect: { failing: ["unknown-tool", "bad-args", "deadline", "timeout-words"] },
  },
  ...CORRECT_ENTRIES,
  ...BUG_ENTRIES,
  ...HOSTILE_ENTRIES,
];

/**
 * Grades the corpus (or some of its entries) on engines from `makeEngine` and says, per entry,
 * whether the verdict is the one expected. kata-server runs it on QuickJS, the tests on the realm.
 */
export function runCorpus(
  makeEngine: KataEngineFactory,
  entries: readonly CorpusEntry[] = KATA_CORPUS,
  options: { seed?: number; runs?: RunCounts } = {},
): Promise<CorpusResult[]> {
  return runEntries(makeEngine, entries, options);
}
