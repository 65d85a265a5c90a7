/**
 * The driver: grades a submission on any engine. Fixed examples per rule first, then a seeded
 * fast-check property per rule; each outcome is compared with the host's oracle, and a failing
 * rule reports fast-check's shrunk (smallest) counterexample. Which kata (its rules, and how a
 * case is judged) is a parameter: the ToolsLayer kata by default, the translator kata with
 * translator/grade.ts's grader.
 */
import fc from "fast-check";
import { type EngineCase, type KataEngine, type KataEngineFactory, KataEngineStopped } from "./engine";
import { judgeCase, Session } from "./judge-case";
import { KATA_RULES, type KataRule } from "./rules";
import { stripTypes } from "./strip-types";
import type { SubmissionKind } from "./submission-kinds";
import type { Counterexample, KataCase, Refusal, Verdict } from "./verdict";

/** A rule as the driver sees it: its fixed examples and the arbitrary its property draws from. */
export interface GradedRule<C extends EngineCase> {
  /** "nothing-escapes" runs RunCounts.nothingEscapes cases, every other rule perRule. */
  id: string;
  examples: readonly C[];
  arbitrary: fc.Arbitrary<C>;
}

/** A counterexample as the driver sees it: the case, and the first call of it that went wrong. */
export interface Found<C extends EngineCase> {
  case: C;
  callIndex: number;
}

/** One kata for the driver: what the submission is, its rules, and how a case is judged under one. */
export interface KataGrader<C extends EngineCase, R extends GradedRule<C>, X extends Found<C>> {
  submission: SubmissionKind;
  rules: readonly R[];
  /** The first call of the case that breaks the rule, or undefined (also once the session stopped). */
  judge(rule: R, session: Session, kataCase: C): Promise<X | undefined>;
}

/** A verdict over rule verdicts `V`: the first kata's `Verdict`, or the translator kata's. */
export type VerdictOf<V> =
  | { kind: "graded"; passed: boolean; rules: V[]; seed: number; callsRun: number }
  | { kind: "refused"; refusal: Refusal };

/** The first kata's: the student's ToolsLayer. */
export const LAYER_GRADER: KataGrader<KataCase, KataRule, Counterexample> = {
  submission: "layer",
  rules: KATA_RULES,
  judge: judgeCase,
};

/** How many generated cases each property runs. */
export interface RunCounts {
  /** Every rule but nothing-escapes. */
  perRule: number;
  /** The property over everything; cases have one to five calls, so thousands of calls. */
  nothingEscapes: number;
}

/** The defaults, in one place: the same seed and source give the same verdict anywhere. */
export const GRADING_DEFAULTS: { seed: number; runs: RunCounts } = {
  seed: 16,
  runs: { perRule: 100, nothingEscapes: 1000 },
};

export interface GradeOptions {
  /** Makes the engine to run in (realm in the browser's worker and Node tests, QuickJS on the server). */
  engine: KataEngineFactory;
  seed?: number;
  runs?: Partial<RunCounts>;
  /**
   * Called once the types are stripped, before any engine starts: the server's pool and the
   * browser's watchdog fence reading apart (read-budget.ts), since it cannot be interrupted.
   */
  onStripped?: () => void;
}

/** Grades `source` (the student's TypeScript ToolsLayer). Resolves to a verdict; refusals are verdicts too. */
export function gradeSubmission(source: string, options: GradeOptions): Promise<Verdict> {
  return gradeWith(LAYER_GRADER, source, options);
}

/** Grades `source` as a submission to `grader`'s kata. */
export async function gradeWith<C extends EngineCase, R extends GradedRule<C>, X extends Found<C>>(
  grader: KataGrader<C, R, X>,
  source: string,
  options: GradeOptions,
): Promise<VerdictOf<{ id: R["id"]; passed: boolean; counterexample?: X }>> {
  const stripped = stripTypes(source, grader.submission);
  if (!stripped.ok) return refused(stripped.refusal);
  options.onStripped?.();
  const seed = options.seed ?? GRADING_DEFAULTS.seed;
  const runs = { ...GRADING_DEFAULTS.runs, ...options.runs };
  const engine = await options.engine();
  try {
    const loaded = await engine.load(stripped.js, grader.submission);
    if (!loaded.ok) return refused({ code: loaded.code, message: loaded.message });
    const session = new Session(engine);
    const rules: { id: R["id"]; passed: boolean; counterexample?: X }[] = [];
    for (const rule of grader.rules) {
      const numRuns = rule.id === "nothing-escapes" ? runs.nothingEscapes : runs.perRule;
      rules.push(await gradeRule(grader, rule, session, seed, numRuns));
      if (session.stopped) return refused(session.stopped);
    }
    return { kind: "graded", passed: rules.every((rule) => rule.passed), rules, seed, callsRun: session.callsRun };
  } catch (thrown) {
    if (thrown instanceof KataEngineStopped) return refused(thrown.refusal);
    return refused({ code: "crashed", message: `grading stopped: ${thrown instanceof Error ? thrown.message : "?"}` });
  } finally {
    engine.dispose();
  }
}

function refused(refusal: Refusal): { kind: "refused"; refusal: Refusal } {
  return { kind: "refused", refusal };
}

async function gradeRule<C extends EngineCase, R extends GradedRule<C>, X extends Found<C>>(
  grader: KataGrader<C, R, X>,
  rule: R,
  session: Session,
  seed: number,
  numRuns: number,
): Promise<{ id: R["id"]; passed: boolean; counterexample?: X }> {
  for (const example of rule.examples) {
    const failure = await grader.judge(rule, session, example);
    // An example can have calls the failure does not need: the page promises the smallest call.
    if (failure) return { id: rule.id, passed: false, counterexample: await trimmed(grader, rule, session, failure) };
  }
  const failure = await propertyCounterexample(grader, rule, session, seed, numRuns);
  return failure ? { id: rule.id, passed: false, counterexample: failure } : { id: rule.id, passed: true };
}

async function propertyCounterexample<C extends EngineCase, R extends GradedRule<C>, X extends Found<C>>(
  grader: KataGrader<C, R, X>,
  rule: R,
  session: Session,
  seed: number,
  numRuns: number,
): Promise<X | undefined> {
  // fast-check reports the last case that failed while shrinking: keep what was wrong with it.
  let lastFailure: X | undefined;
  const property = fc.asyncProperty(rule.arbitrary, async (kataCase) => {
    const failure = await grader.judge(rule, session, kataCase);
    if (failure) lastFailure = failure;
    return failure === undefined;
  });
  const details = await fc.check(property, { seed, numRuns });
  if (!details.failed) return undefined;
  // The property only returns false; a failure without a counterexample is the grader's own error.
  if (lastFailure === undefined) throw details.errorInstance;
  return trimmed(grader, rule, session, lastFailure);
}

/**
 * fast-check's shrinking (and a fixed example) can keep calls that play no part. Calls after the failing one
 * cannot (it had settled before they started), so they go; then each earlier call is dropped
 * if the case still fails without it.
 */
async function trimmed<C extends EngineCase, R extends GradedRule<C>, X extends Found<C>>(
  grader: KataGrader<C, R, X>,
  rule: R,
  session: Session,
  found: X,
): Promise<X> {
  const without = (kataCase: C, keep: (index: number) => boolean) =>
    ({ ...kataCase, calls: kataCase.calls.filter((_: unknown, index: number) => keep(index)) }) as C;
  let best = found;
  if (found.callIndex + 1 < found.case.calls.length)
    best =
      (await grader.judge(
        rule,
        session,
        without(found.case, (index) => index <= found.callIndex),
      )) ?? best;
  for (let drop = best.case.calls.length - 2; drop >= 0; drop--) {
    best =
      (await grader.judge(
        rule,
        session,
        without(best.case, (index) => index !== drop),
      )) ?? best;
  }
  return best;
}

/**
 * A rule's property alone (no examples) on an engine with a submission loaded: the shrunk
 * counterexample, or undefined. For tests of the shrinker, which the examples would pre-empt.
 */
export function checkRuleProperty(
  engine: KataEngine,
  rule: KataRule,
  options: { seed?: number; numRuns?: number } = {},
): Promise<Counterexample | undefined> {
  const numRuns = options.numRuns ?? GRADING_DEFAULTS.runs.perRule;
  const seed = options.seed ?? GRADING_DEFAULTS.seed;
  return propertyCounterexample(LAYER_GRADER, rule, new Session(engine), seed, numRuns);
}
