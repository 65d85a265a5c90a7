/**
 * The body a student's browser posts, and the checks that tie it to one checkpoint:
 * question and option ids must exist, single-answer questions get one option, an
 * order answer is a full arrangement of the question's steps.
 */
import { z } from "zod";
import { TokenRequestFields } from "@/lib/exercises/score-service";
import { DRAW_TICKET_PATTERN } from "./draws";
import type { Checkpoint } from "./schema";

/** At most this many bytes of JSON are read; a full answer sheet is well under 2 kB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** `answers` maps a question id to the chosen option ids, or to the step ids in order. */
export const CheckpointAnswers = z.strictObject({
  op: z.literal("grade").optional(),
  /** The ticket of this attempt's drawn questions, for a checkpoint that draws them (draws.ts). */
  ticket: z.string().regex(DRAW_TICKET_PATTERN, "is not a ticket this server handed out").optional(),
  answers: z.record(z.string().max(80), z.array(z.string().max(80)).max(40)),
  /**
   * Asks for the key with this grade. The key comes anyway once the policy allows it;
   * `true` only makes a grade that cannot carry it a 403 instead of a grade without it.
   */
  reveal: z.boolean().optional(),
  ...TokenRequestFields,
});
export type CheckpointAnswers = z.output<typeof CheckpointAnswers>;

/** What the endpoint takes: an answer sheet to grade, or `{ "op": "draw" }` for an attempt's drawn questions. */
export const CheckpointRequest = z.discriminatedUnion("op", [
  z.strictObject({ op: z.literal("draw") }),
  CheckpointAnswers,
]);

export type AnswerIssue = { path: string; message: string };

/**
 * Problems that make `answers` impossible for `checkpoint`; an empty list means it can be
 * graded. Every question must be answered: grading returns every explanation, so a
 * partial sheet would let anyone read the key without attempting the questions.
 */
export function checkAnswers(checkpoint: Checkpoint, answers: CheckpointAnswers["answers"]): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const byId = new Map(checkpoint.questions.map((question) => [question.id, question]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const path = `answers.${questionId}`;
    const question = byId.get(questionId);
    if (!question) {
      issues.push({ path, message: `"${questionId}" is not a question of this checkpoint` });
      continue;
    }
    const known = (question.kind === "order" ? question.steps : question.options).map((item) => item.id);
    const unknown = chosen.filter((id) => !known.includes(id));
    if (unknown.length > 0)
      issues.push({
        path,
        message: `unknown ${question.kind === "order" ? "step" : "option"} ids: ${unknown.join(", ")}`,
      });
    else if (new Set(chosen).size !== chosen.length) issues.push({ path, message: "lists an id more than once" });
    else if ((question.kind === "single" || question.kind === "predict") && chosen.length > 1) {
      issues.push({ path, message: "takes one option at most" });
    } else if (question.kind === "order" && chosen.length > 0 && chosen.length !== known.length) {
      issues.push({ path, message: `must list all ${known.length} steps in order` });
    }
  }
  for (const question of checkpoint.questions) {
    const chosen = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (!chosen || chosen.length === 0) {
      issues.push({ path: `answers.${question.id}`, message: "has no answer: answer every question before grading" });
    }
  }
  return issues;
}
