/**
 * The answer of POST /api/lessons/{slug}/kata as the page reads it: checked with zod
 * where it arrives (loaded with the widget, never in the first load). Only this answer
 * is a grade; the browser's own check is feedback.
 */
import { z } from "zod";
import { RevealStatusSchema } from "@/lib/exercises/reveal-status";
import { AnyKataVerdictSchema } from "@/lib/kata/grader-rules";
import type { KataResponse, KataReveal } from "@/lib/kata/server/handle-post";

export const KataGradeSchema = z.strictObject({
  verdict: AnyKataVerdictSchema,
  score: z.number().int().min(0),
  max: z.number().int().min(1),
  passed: z.boolean(),
  token: z.string().optional(),
  attempt: z.number().int().min(1).optional(),
});
export type KataGrade = z.infer<typeof KataGradeSchema>;

/** The answer to `reveal: true` after a pass: the reference solution. */
export const KataRevealSchema = z.strictObject({
  reference: z.string(),
  reveal: RevealStatusSchema,
});

// The server's types and these schemas must agree; a change to either fails the type check here.
const _sameShape: (grade: KataGrade) => KataResponse = (grade) => grade;
const _sameReveal: (reveal: z.infer<typeof KataRevealSchema>) => KataReveal = (reveal) => reveal;
void _sameShape;
void _sameReveal;

/** The server's grade in words, before what the verdict itself says. */
export function gradeLead(grade: Pick<KataGrade, "score" | "max" | "passed">): string {
  return `Graded on the server: ${grade.passed ? "passed" : "not passed yet"}, ${grade.score} of ${grade.max} rules.`;
}
