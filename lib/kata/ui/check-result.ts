/**
 * What the last check or submission ended with, as the results panel shows it, and how a
 * browser check's outcome becomes one. Pure (the worker's answer is checked with zod here),
 * so each sentence a student can meet is tested in Node.
 */

import type { AnyKataVerdict } from "@/lib/kata/grader-rules";
import { UNREADABLE } from "@/lib/kata/read-budget";
import type { KataGrade } from "@/lib/kata/ui/grade-response";
import type { CheckOutcome } from "@/lib/kata/ui/watchdog-grader";
import { FromGraderSchema } from "@/lib/kata/ui/worker-protocol";

/** `grade` is there only for the server's answer; `failed` carries its whole sentence. */
export type CheckResult =
  | { kind: "verdict"; verdict: AnyKataVerdict; elapsedMs: number; grade?: Pick<KataGrade, "score" | "max" | "passed"> }
  | { kind: "silent"; budgetMs: number }
  | { kind: "failed"; message: string };

/**
 * What a worker's error event says when its heap ran out (V8's words vary by where the
 * allocation failed). A browser worker that dies of memory is the student's code, not the
 * checker, and the student should hear that in those words.
 */
export const TOO_MUCH_MEMORY_WORDS =
  /out of memory|allocation failed|could not allocate|invalid (typed )?array length|\bmemory\b/i;

export const TOO_MUCH_MEMORY =
  "Your code used too much memory, so the checker stopped it. Look for something that keeps growing (an array, a string, a map); your code is still here.";

/** The results panel's view of one browser check. */
export function toCheckResult(outcome: CheckOutcome): CheckResult {
  if (outcome.kind === "silent") return { kind: "silent", budgetMs: outcome.budgetMs };
  // The same refusal the server gives when reading outlives its budget there.
  if (outcome.kind === "unreadable")
    return { kind: "verdict", verdict: { kind: "refused", refusal: UNREADABLE }, elapsedMs: outcome.budgetMs };
  const failed = (why: string): CheckResult => ({
    kind: "failed",
    message: `The checker itself failed: ${why}. Your code is still here; try again.`,
  });
  if (outcome.kind === "worker-failed")
    return TOO_MUCH_MEMORY_WORDS.test(outcome.message)
      ? { kind: "failed", message: TOO_MUCH_MEMORY }
      : failed(outcome.message);
  if (outcome.kind === "stopped") return failed(outcome.reason);
  const parsed = FromGraderSchema.safeParse(outcome.data);
  if (!parsed.success) return failed("its answer could not be read");
  if (parsed.data.type === "failed") return failed(parsed.data.message);
  return { kind: "verdict", verdict: parsed.data.verdict, elapsedMs: outcome.elapsedMs };
}
