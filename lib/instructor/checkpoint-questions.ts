/**
 * Per checkpoint question: how often it was answered right, and the wrong option
 * chosen most often, with the note the author wrote for it (the option's explanation
 * in checkpoint.yaml says why that choice is a misconception).
 */
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import { share } from "./share";

/** What the summary needs of a graded checkpoint attempt. */
export type CheckpointAttemptDetails = {
  /** Question id → the option ids chosen (or step ids in order), as graded. */
  answers: Record<string, readonly string[]>;
  /** Question id → whether the grader marked it right. */
  correct: Record<string, boolean>;
};

export type WrongChoice = { optionId: string; text: string; chosen: number; note: string };

export type QuestionSummary = {
  id: string;
  prompt: string;
  /** Attempts that graded this question. */
  attempts: number;
  right: number;
  shareRight: number | null;
  /** The wrong option picked most often (ties: the one listed first); null for order questions or none picked. */
  topWrong: WrongChoice | null;
};

/** One summary per question of `checkpoint`, in the checkpoint's order. */
export function summarizeCheckpointQuestions(
  checkpoint: Checkpoint,
  attempts: readonly CheckpointAttemptDetails[],
): QuestionSummary[] {
  return checkpoint.questions.map((question) => {
    const graded = attempts.filter((a) => Object.hasOwn(a.correct, question.id));
    const right = graded.filter((a) => a.correct[question.id]).length;
    const base = { id: question.id, prompt: question.prompt, attempts: graded.length, right };
    if (question.kind === "order") return { ...base, shareRight: share(right, graded.length), topWrong: null };
    let topWrong: WrongChoice | null = null;
    for (const option of question.options) {
      if (option.correct) continue;
      const chosen = graded.filter((a) => (a.answers[question.id] ?? []).includes(option.id)).length;
      if (chosen > 0 && chosen > (topWrong?.chosen ?? 0))
        topWrong = { optionId: option.id, text: option.text, chosen, note: option.explanation };
    }
    return { ...base, shareRight: share(right, graded.length), topWrong };
  });
}
