/**
 * The messages between the page and the kata's grading worker, checked with zod where
 * they arrive: the worker runs the student's code, so what it sends is data from
 * outside like any other. Both ends load this with the widget, never in the first load.
 */
import { z } from "zod";
import { AnyKataVerdictSchema } from "@/lib/kata/grader-rules";

export const GradeRequestSchema = z.strictObject({
  type: z.literal("grade"),
  source: z.string(),
  /** Which kata the source answers (kata.yaml's `grader`); the ToolsLayer kata when left out. */
  grader: z.enum(["layer", "translator"]).optional(),
});

export const FromGraderSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("verdict"), verdict: AnyKataVerdictSchema }),
  /** The grader itself failed (not the student's code: that is a verdict). */
  z.strictObject({ type: z.literal("failed"), message: z.string() }),
]);
export type FromGrader = z.infer<typeof FromGraderSchema>;

/**
 * How long the grading worker may go without a word before the watchdog ends it. The
 * worker reports progress every few cases (each takes milliseconds) and a warm worker
 * starts at once; this leaves room for a cold worker loading the grader on a busy phone,
 * and is short enough that a student with an endless loop is not left wondering.
 */
export const CHECK_BUDGET_MS = 6_000;

/**
 * The silence allowed once the student's code runs (after reading). Measured on a 2-core
 * machine in Chromium 156: a worker filling its heap (an array pushed in a loop) took the
 * whole tab down 3.0 to 3.4 s in, so the budget must end it well before; the lesson's
 * reference, at 4x CPU slowdown, was never silent for more than about 280 ms with progress
 * every 250 ms, and reports far more often now (PROGRESS_EVERY_MS).
 */
export const RUNNING_BUDGET_MS = 1_000;

/** How often, at most, the worker reports progress: a small part of RUNNING_BUDGET_MS. */
export const PROGRESS_EVERY_MS = 50;
