/**
 * Every answer to every checkpoint question, one row each: who, which of their attempts,
 * which question, what they chose, whether the grader marked it right, and when. The
 * dashboard's per-question figures count exactly these rows (dashboard-model.test.ts
 * checks that they agree), so a spreadsheet can redo any figure on the page.
 */
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import type { CheckpointAttemptDetails } from "./checkpoint-questions";
import { formatMoment } from "./gradebook";

export const RESPONSE_COLUMNS = ["Learner", "Attempt", "Question", "Option chosen", "Right?", "Date (UTC)"];

/** A graded attempt with who made it; `details` null for one whose stored JSON could not be read (left out). */
export type RespondedAttempt = {
  learnerId: number;
  learner: string;
  createdAt: Date;
  details: CheckpointAttemptDetails | null;
};

/**
 * One row per question an attempt answered, attempts numbered 1, 2, … per learner in the
 * order given (the order graded). Several options are joined by "; ", an order
 * question's steps by " → ", in the order the learner put them.
 */
export function checkpointResponses(
  checkpoint: Checkpoint,
  attempts: readonly RespondedAttempt[],
): (string | number)[][] {
  const numbers = new Map<number, number>();
  return attempts.flatMap((attempt) => {
    const number = (numbers.get(attempt.learnerId) ?? 0) + 1;
    numbers.set(attempt.learnerId, number);
    const { details } = attempt;
    if (!details) return [];
    return checkpoint.questions.flatMap((question) => {
      if (!Object.hasOwn(details.correct, question.id)) return [];
      const texts = new Map((question.kind === "order" ? question.steps : question.options).map((o) => [o.id, o.text]));
      const chosen = (details.answers[question.id] ?? []).map((id) => texts.get(id) ?? id);
      return [
        [
          attempt.learner,
          number,
          question.prompt,
          chosen.join(question.kind === "order" ? " → " : "; ") || "(none)",
          details.correct[question.id] ? "yes" : "no",
          formatMoment(attempt.createdAt),
        ],
      ];
    });
  });
}
