/**
 * A translator kata's counterexample in the student's words: the call to their function with
 * the envelope it was given, what model-formats.ts writes for it and what theirs gave back.
 * Pure and client-safe, beside describe-failure.ts (the first kata's).
 */
import { TRANSLATOR_FORMATS } from "@/lib/kata/submission-kinds";
import type { TranslatorCounterexample } from "@/lib/kata/translator/verdict";
import type { Counterexample } from "@/lib/kata/verdict";

export type TranslationView = {
  /** The call as the student would write it: `mcpResponse(call, 7)`. */
  source: string;
  /** The ModelFacingCall it was given, as indented JSON. */
  input: string;
  expected: string;
  got: string;
  problem: string;
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** True for a translator kata's counterexample (its case has translations, not tool calls). */
export function isTranslation(found: Counterexample | TranslatorCounterexample): found is TranslatorCounterexample {
  return !("timeoutMs" in found.case);
}

/** Everything the results panel shows for a translator's failed rule: the failing translation only. */
export function describeTranslation(found: TranslatorCounterexample): TranslationView {
  const translation = found.case.calls[found.callIndex] ?? found.case.calls[0];
  const name = TRANSLATOR_FORMATS.find((format) => format.id === translation?.format)?.exportName ?? "?";
  const got = found.got;
  return {
    source: translation?.format === "mcp" ? `${name}(call, ${translation.requestId})` : `${name}(call)`,
    input: pretty(translation?.call),
    expected: pretty(found.expected),
    got:
      got.kind === "resolved"
        ? pretty(got.value)
        : got.kind === "escaped"
          ? `your function threw: ${got.message}`
          : "your function never answered",
    problem: found.problem,
  };
}
