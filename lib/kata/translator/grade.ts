/**
 * The translator kata on the shared driver (../grade.ts): how one case is judged under one
 * rule, and `gradeTranslator`, the translator's gradeSubmission.
 */
import { type GradeOptions, gradeWith, type KataGrader } from "../grade";
import { resolvedToObject, type Session } from "../judge-case";
import type { Json } from "../verdict";
import { expectedTranslation } from "./oracle";
import { NOT_JUDGED, TRANSLATOR_RULES, type TranslatorRule } from "./rules";
import type { TranslatorCall, TranslatorCase, TranslatorCounterexample, TranslatorVerdict } from "./verdict";

/** Whether `rule`'s view of the answer differs from its view of the expected one (never, where it does not judge). */
function viewDiffers(rule: TranslatorRule, translation: TranslatorCall, expected: Json, got: Json): boolean {
  if (!rule.view || !rule.formats.includes(translation.format)) return false;
  const want = rule.view(expected, translation);
  const have = rule.view(got, translation);
  return want !== NOT_JUDGED && have !== NOT_JUDGED && JSON.stringify(want) !== JSON.stringify(have);
}

/** Equality of JSON values whatever the order of keys. */
function sameAnswer(a: Json | undefined, b: Json | undefined): boolean {
  const sorted = (value: Json | undefined): unknown =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.keys(value)
          .sort()
          .map((key) => [key, sorted(value[key])])
      : Array.isArray(value)
        ? value.map(sorted)
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** Whether `rule` finds fault with this answer. */
function breaks(rule: TranslatorRule, translation: TranslatorCall, expected: Json, got: Json): boolean {
  if (rule.id !== "exact-fields") return viewDiffers(rule, translation, expected, got);
  // The rest: only where no other rule's part differs, so one mistake is one rule's failure.
  const explained = TRANSLATOR_RULES.some((other) => viewDiffers(other, translation, expected, got));
  return !explained && !sameAnswer(expected, got);
}

/** The first translation of `kataCase` that breaks `rule`, or undefined (also once the grading stopped). */
export async function judgeTranslations(
  rule: TranslatorRule,
  session: Session,
  kataCase: TranslatorCase,
): Promise<TranslatorCounterexample | undefined> {
  const report = await session.run(kataCase);
  if (!report) return undefined;
  for (const [callIndex, translation] of kataCase.calls.entries()) {
    const got = report.outcomes[callIndex];
    if (!got || !rule.formats.includes(translation.format)) continue;
    const expected = expectedTranslation(translation);
    const answered = resolvedToObject(got);
    const wrong =
      rule.id === "nothing-escapes"
        ? !answered
        : answered && got.outcome.kind === "resolved" && breaks(rule, translation, expected, got.outcome.value);
    if (wrong) return { case: kataCase, callIndex, expected, got: got.outcome, problem: rule.problem };
  }
  return undefined;
}

export const TRANSLATOR_GRADER: KataGrader<TranslatorCase, TranslatorRule, TranslatorCounterexample> = {
  submission: "translator",
  rules: TRANSLATOR_RULES,
  judge: judgeTranslations,
};

/** Grades `source` (the student's translator, TypeScript) on any engine, as gradeSubmission grades a layer. */
export function gradeTranslator(source: string, options: GradeOptions): Promise<TranslatorVerdict> {
  return gradeWith(TRANSLATOR_GRADER, source, options);
}
