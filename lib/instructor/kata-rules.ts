/**
 * Which of the kata's rules fail most: over every graded submission, how many broke
 * each rule. Submissions the grader refused (syntax error, no layer, out of time...)
 * broke no rule in particular, so they are counted apart rather than as failing all.
 */
import type { AnyKataRuleId, AnyKataVerdict } from "@/lib/kata/grader-rules";
import { share } from "./share";

export type RuleFailures = { id: AnyKataRuleId; title: string; failed: number; shareFailed: number | null };

export type KataRuleSummary = { graded: number; refused: number; rules: RuleFailures[] };

/** The rules (as kata.yaml lists them) ordered by failures, most first; ties keep kata.yaml's order. */
export function kataRuleFailures(
  rules: readonly { id: AnyKataRuleId; title: string }[],
  verdicts: readonly AnyKataVerdict[],
): KataRuleSummary {
  const graded = verdicts.flatMap((v) => (v.kind === "graded" ? [v] : []));
  const summary = rules.map((rule) => {
    const failed = graded.filter((v) => v.rules.some((r) => r.id === rule.id && !r.passed)).length;
    return { id: rule.id, title: rule.title, failed, shareFailed: share(failed, graded.length) };
  });
  // NOTE: Array.prototype.sort is stable, which is what keeps ties in kata.yaml's order.
  summary.sort((a, b) => b.failed - a.failed);
  return { graded: graded.length, refused: verdicts.length - graded.length, rules: summary };
}
