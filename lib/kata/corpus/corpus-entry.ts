/**
 * The shape of a corpus entry: a submission and the verdict it must get, on every engine.
 */
import type { KataRuleId, Refusal } from "../verdict";

export type CorpusExpectation<RuleId extends string = KataRuleId> =
  /** Graded: exactly these rules fail (none for a correct submission). */
  | { failing: readonly RuleId[] }
  /** Refused with this code. */
  | { refusal: Refusal["code"] };

export interface CorpusEntry<RuleId extends string = KataRuleId> {
  name: string;
  source: string;
  expect: CorpusExpectation<RuleId>;
  /**
   * Only an engine that can stop running code survives this one (an endless loop, a memory
   * bomb): QuickJS's budgets, or a worker's watchdog. The realm engine in Node skips it.
   */
  needsKill?: true;
}
