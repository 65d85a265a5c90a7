/**
 * Each kata's rule ids, by what the student writes (kata.yaml's `grader`): the one list the
 * authored file, its score and the instructor's tally are checked against.
 */
import { z } from "zod";
import type { SubmissionKind } from "./submission-kinds";
import {
  TRANSLATOR_RULE_IDS,
  type TranslatorRuleId,
  type TranslatorVerdict,
  TranslatorVerdictSchema,
} from "./translator/verdict";
import { KATA_RULE_IDS, type KataRuleId, type Verdict, VerdictSchema } from "./verdict";

export const RULE_IDS_BY_GRADER: Record<SubmissionKind, readonly AnyKataRuleId[]> = {
  layer: KATA_RULE_IDS,
  translator: TRANSLATOR_RULE_IDS,
};

/** A rule of either kata. */
export type AnyKataRuleId = KataRuleId | TranslatorRuleId;
export const ANY_KATA_RULE_IDS = [...new Set<AnyKataRuleId>([...KATA_RULE_IDS, ...TRANSLATOR_RULE_IDS])] as [
  AnyKataRuleId,
  ...AnyKataRuleId[],
];

/** A verdict of either kata, checked where it crosses a boundary (worker, HTTP, the results store). */
export const AnyKataVerdictSchema = z.union([VerdictSchema, TranslatorVerdictSchema]);
export type AnyKataVerdict = Verdict | TranslatorVerdict;
