/**
 * Runs corpus entries through the grader on one engine and says which verdicts differ from
 * what the entry expects.
 */
import type { KataEngineFactory } from "../engine";
import { type GradeOptions, gradeSubmission, type RunCounts, type VerdictOf } from "../grade";
import type { KataRuleId, Outcome, Verdict } from "../verdict";
import type { CorpusEntry, CorpusExpectation } from "./corpus-entry";

/** A verdict of either kata, as far as the corpus reads it. */
type AnyVerdict = VerdictOf<{ id: string; passed: boolean; counterexample?: { got: Outcome } }>;

/** Fewer runs than a real grading: every corpus bug shows within these (the tests prove it). */
export const CORPUS_RUNS: RunCounts = { perRule: 40, nothingEscapes: 150 };

export interface CorpusResult<V extends AnyVerdict = Verdict, RuleId extends string = KataRuleId> {
  entry: CorpusEntry<RuleId>;
  verdict: V;
  /** What the verdict says, in the corpus's own terms, to compare with entry.expect. */
  got: CorpusExpectation<RuleId>;
  matches: boolean;
}

/** The verdict in the corpus's terms: the refusal code, or the failing rules. */
export function summarize<RuleId extends string = KataRuleId>(verdict: AnyVerdict): CorpusExpectation<RuleId> {
  if (verdict.kind === "refused") return { refusal: verdict.refusal.code };
  return { failing: verdict.rules.filter((rule) => !rule.passed).map((rule) => rule.id as RuleId) };
}

/**
 * The verdict with the texts an engine writes itself blanked out: the messages of what the
 * layer threw or returned as an error (V8 and QuickJS word their TypeErrors differently) and
 * a refusal's message. Two engines must agree on everything else.
 */
export function withoutEngineText<V extends AnyVerdict>(verdict: V): V {
  if (verdict.kind === "refused")
    return { kind: "refused", refusal: { ...verdict.refusal, message: ENGINE_TEXT } } as V;
  const rules = verdict.rules.map((rule) => {
    const found = rule.counterexample;
    if (!found) return rule;
    const got = found.got;
    if (got.kind === "escaped") return { ...rule, counterexample: { ...found, got: { ...got, message: ENGINE_TEXT } } };
    if (got.kind !== "resolved" || typeof got.value !== "object" || got.value === null || Array.isArray(got.value)) {
      return rule;
    }
    const value = typeof got.value.error === "string" ? { ...got.value, error: ENGINE_TEXT } : got.value;
    return { ...rule, counterexample: { ...found, got: { ...got, value } } };
  });
  return { ...verdict, rules } as V;
}
const ENGINE_TEXT = "<engine text>";

/**
 * Grades each of `entries` on a fresh engine from `makeEngine`, one after another, with
 * `grade` (the first kata's gradeSubmission unless told: the translator kata passes its own).
 */
export async function runEntries<V extends AnyVerdict = Verdict, RuleId extends string = KataRuleId>(
  makeEngine: KataEngineFactory,
  entries: readonly CorpusEntry<RuleId>[],
  options: { seed?: number; runs?: RunCounts; grade?: (source: string, options: GradeOptions) => Promise<V> } = {},
): Promise<CorpusResult<V, RuleId>[]> {
  const grade = options.grade ?? (gradeSubmission as unknown as (source: string, options: GradeOptions) => Promise<V>);
  const results: CorpusResult<V, RuleId>[] = [];
  for (const entry of entries) {
    const verdict = await grade(entry.source, {
      engine: makeEngine,
      runs: options.runs ?? CORPUS_RUNS,
      seed: options.seed,
    });
    const got = summarize<RuleId>(verdict);
    results.push({ entry, verdict, got, matches: JSON.stringify(got) === JSON.stringify(entry.expect) });
  }
  return results;
}
