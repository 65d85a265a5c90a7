/**
 * What the kata says after a check, in the student's words: the headline the results
 * open with and the sentence a screen reader hears (politely). Pure, client-safe.
 */
import type { AnyKataVerdict } from "@/lib/kata/grader-rules";
import type { Refusal } from "@/lib/kata/verdict";
import { whereText } from "./syntax-diagnostic";

/**
 * The words for a check the watchdog stopped. All the page knows is that the worker fell
 * silent: a browser tells a worker filling its memory from a loop by no event, limit or
 * measure it gives the page (docs/kata.md), so both causes are named and neither is claimed.
 */
export function silenceText(budgetMs: number): string {
  const seconds = secondsText(budgetMs);
  return `Your code stopped answering, so the check was stopped after ${seconds}; the page is fine. An endless loop and memory that grows without end look the same from here: look for a loop that never ends, or a list or string that keeps growing, then check again.`;
}

const SECONDS = new Intl.NumberFormat("en", { style: "unit", unit: "second", unitDisplay: "long" });

/** A watchdog's wait in words: "1 second", "1.5 seconds", "6 seconds". */
export function secondsText(ms: number): string {
  return SECONDS.format(ms / 1000);
}

/** Why a submission could not be graded, as a sentence. */
export function refusalText(refusal: Refusal): string {
  if (refusal.code === "syntax" && refusal.line !== undefined) {
    return `Your code has a syntax error on ${whereText(refusal.line, refusal.column)}: ${refusal.message}`;
  }
  return `Your code could not be checked: ${refusal.message}`;
}

/** The headline of a graded or refused verdict; `titleOf` gives a rule's title from the rule guide. */
export function verdictHeadline(verdict: AnyKataVerdict, titleOf: (id: string) => string): string {
  if (verdict.kind === "refused") return refusalText(verdict.refusal);
  const total = verdict.rules.length;
  const passed = verdict.rules.filter((rule) => rule.passed).length;
  if (verdict.passed) return `All ${total} rules pass. ${PASSED_WORDS[verdictGrader(verdict)]}`;
  const first = verdict.rules.find((rule) => !rule.passed);
  return `${passed} of ${total} rules pass. First to fix: ${first ? titleOf(first.id) : "a rule"}.`;
}

const PASSED_WORDS = {
  layer: "Your layer keeps every promise of the envelope.",
  translator: "Your translator gives every model its envelope in its own words.",
} as const;

/** Which kata a graded verdict is from, told by its rules (only the translator's has mcp-protocol-error). */
export function verdictGrader(verdict: { rules: readonly { id: string }[] }): keyof typeof PASSED_WORDS {
  return verdict.rules.some((rule) => rule.id === "mcp-protocol-error") ? "translator" : "layer";
}
