/**
 * What the grading pool and its workers say to each other. The worker's reply is parsed
 * with zod on the pool's side: a worker runs untrusted code, so its answer is checked
 * like any other input before it becomes a response.
 */
import { z } from "zod";
import { AnyKataVerdictSchema } from "@/lib/kata/grader-rules";
import type { SubmissionKind } from "@/lib/kata/submission-kinds";
import type { Refusal } from "@/lib/kata/verdict";

/** One submission to grade, with the kata it answers. */
export type GradeJob = { id: number; source: string; grader: SubmissionKind };

export const WorkerReplySchema = z.union([
  z.strictObject({ id: z.number().int(), verdict: AnyKataVerdictSchema }),
  // Before and after reading the source: the pool fences the reading step on its own, by the
  // CPU time of the worker's thread where it names it (its Linux thread id).
  z.strictObject({ id: z.number().int(), stage: z.literal("reading"), thread: z.number().int().positive().optional() }),
  z.strictObject({ id: z.number().int(), stage: z.literal("stripped") }),
]);
export type WorkerReply = z.infer<typeof WorkerReplySchema>;

/** Refusals the pool itself gives, in plain words, when a worker had to be stopped or died. */
export const POOL_REFUSALS = {
  stuck: (seconds: number): Refusal => ({
    code: "cpu",
    message: `Your code was stopped after ${seconds} seconds without an answer. Look for a loop that never ends.`,
  }),
  crashed: (): Refusal => ({
    code: "crashed",
    message:
      "The grader stopped unexpectedly while running your code. Try again; if it happens again, simplify the code.",
  }),
};
