/**
 * The messages between the page and the kata's grading worker, checked with zod where
 * they arrive: the worker runs the student's code, so what it sends is data from
 * outside like any other. Both ends load this with the widget, never in the first load.
 */
import { z } from "zod";
import { VerdictSchema } from "@/lib/kata/verdict";

export const GradeRequestSchema = z.strictObject({
  type: z.literal("grade"),
  source: z.string(),
  seed: z.number().int(),
});

export const FromGraderSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("verdict"), verdict: VerdictSchema }),
  /** The grader itself failed (not the student's code: that is a verdict). */
  z.strictObject({ type: z.literal("failed"), message: z.string() }),
]);
export type FromGrader = z.infer<typeof FromGraderSchema>;

/**
 * How long a check may take in the browser before the watchdog ends it. A correct layer
 * is graded in about a second; this leaves room for a busy phone, and is still short
 * enough that a student with an endless loop is not left wondering.
 */
export const CHECK_BUDGET_MS = 10_000;

/**
 * The browser checks with one fixed seed, so the same code gets the same feedback every
 * time (a student fixing one rule is not surprised by another search). The server's
 * grade uses its own seed.
 */
export const BROWSER_CHECK_SEED = 16;
