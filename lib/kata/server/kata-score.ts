/**
 * What a verdict is worth as a score: one point per rule passed, a pass only with every
 * rule. A submission whose code ran and was stopped (CPU or memory) is an attempt that
 * scored nothing; one that never ran (a syntax error, a refused import, no ToolsLayer, a
 * crash of the grader itself) is not counted as an attempt, as an incomplete checkpoint
 * sheet is not.
 */
import { type AnyKataVerdict, RULE_IDS_BY_GRADER } from "../grader-rules";
import type { SubmissionKind } from "../submission-kinds";
import type { Refusal } from "../verdict";

/** Refusals that still count as a graded attempt. */
const ATTEMPTED: readonly Refusal["code"][] = ["cpu", "memory"];

export type KataScore = { score: number; max: number; passMark: number; passed: boolean; counts: boolean };

/** `passMark` is a percent of `max` (the `grader` kata's rule count), as in every score token: 100, every rule. */
export function kataScore(verdict: AnyKataVerdict, grader: SubmissionKind = "layer"): KataScore {
  const max = RULE_IDS_BY_GRADER[grader].length;
  if (verdict.kind === "refused")
    return { score: 0, max, passMark: 100, passed: false, counts: ATTEMPTED.includes(verdict.refusal.code) };
  const score = verdict.rules.filter((rule) => rule.passed).length;
  return { score, max, passMark: 100, passed: score === max && verdict.passed, counts: true };
}
