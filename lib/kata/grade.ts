/**
 * The driver: grades a submission on any engine. Fixed examples per rule first, then a seeded
 * fast-check property per rule; each outcome is compared with the host's oracle, and a failing
 * rule reports fast-check's shrunk (smallest) counterexample.
 */
import fc from "fast-check";
import { type KataEngine, type KataEngineFactory, KataEngineStopped } from "./engine";
import { judgeCase, Session } from "./judge-case";
import { KATA_RULES, type KataRule } from "./rules";
import { stripTypes } from "./strip-types";
import type { Counterexample, Refusal, RuleVerdict, Verdict } from "./verdict";

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

/** Grades `source` (the student's TypeScript). Resolves to a verdict; refusals are verdicts too. */
export async function gradeSubmission(source: string, options: GradeOptions): Promise<Verdict> {
  const stripped = stripTypes(source);
  if (!stripped.ok) return refused(stripped.refusal);
  options.onStripped?.();
  const seed = options.seed ?? GRADING_DEFAULTS.seed;
  const runs = { ...GRADING_DEFAULTS.runs, ...options.runs };
  const engine = await options.engine();
  try {
    const loaded = await engine.load(stripped.js);
    if (!loaded.ok) return refused({ code: loaded.code, message: loaded.message });
    const session = new Session(engine);
    const rules: RuleVerdict[] = [];
    for (const rule of KATA_RULES) {
      const numRuns = rule.id === "nothing-escapes" ? runs.nothingEscapes : runs.perRule;
      rules.push(await gradeRule(rule, session, seed, numRuns));
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

function refused(refusal: Refusal): Verdict {
  return { kind: "refused", refusal };
}

async function gradeRule(rule: KataRule, session: Session, seed: number, numRuns: number): Promise<RuleVerdict> {
  for (const example of rule.examples) {
    const failure = await judgeCase(rule, session, example);
    // An example can have calls the failure does not need: the page promises the smallest call.
    if (failure) return { id: rule.id, passed: false, counterexample: await trimmed(rule, session, failure) };
  }
  const failure = await propertyCounterexample(rule, session, seed, numRuns);
  return failure ? { id: rule.id, passed: false, counterexample: failure } : { id: rule.id, passed: true };
}

async function propertyCounterexample(rule: KataRule, session: Session, seed: number, numRuns: number) {
  // fast-check reports the last case that failed while shrinking: keep what was wrong with it.
  let lastFailure: Counterexample | undefined;
  const property = fc.asyncProperty(rule.arbitrary, async (kataCase) => {
    const failure = await judgeCase(rule, session, kataCase);
    if (failure) lastFailure = failure;
    return failure === undefined;
  });
  const details = await fc.check(property, { seed, numRuns });
  if (!details.failed) return undefined;
  // The property only returns false; a failure without a counterexample is the grader's own error.
  if (lastFailure === undefined) throw details.errorInstance;
  return trimmed(rule, session, lastFailure);
}

/**
 * fast-check's shrinking (and a fixed example) can keep calls that play no part. Calls after the failing one
 * cannot (it had settled before they started), so they go; then each earlier call is dropped
 * if the case still fails without it.
 */
async function trimmed(rule: KataRule, session: Session, found: Counterexample): Promise<Counterexample> {
  let best = found;
  const upTo = found.case.calls.slice(0, found.callIndex + 1);
  if (upTo.length < found.case.calls.length)
    best = (await judgeCase(rule, session, { ...found.case, calls: upTo })) ?? best;
  for (let drop = best.case.calls.length - 2; drop >= 0; drop--) {
    const calls = best.case.calls.filter((_, index) => index !== drop);
    best = (await judgeCase(rule, session, { ...best.case, calls })) ?? best;
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
  return propertyCounterexample(rule, new Session(engine), options.seed ?? GRADING_DEFAULTS.seed, numRuns);
}
