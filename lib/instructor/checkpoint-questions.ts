/**
 * Per checkpoint question: how often it was answered right (the facility), how well it
 * separates stronger attempts from weaker ones (the discrimination, item-analysis.ts),
 * how the answers spread over every option, and the wrong option chosen most often with
 * the note the author wrote for it (the option's explanation in checkpoint.yaml says why
 * that choice is a misconception).
 */
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import { pointBiserial } from "./item-analysis";
import { share } from "./share";

/** What the summary needs of a graded checkpoint attempt. */
export type CheckpointAttemptDetails = {
  /** Question id → the option ids chosen (or step ids in order), as graded. */
  answers: Record<string, readonly string[]>;
  /** Question id → whether the grader marked it right. */
  correct: Record<string, boolean>;
};

export type WrongChoice = { optionId: string; text: string; chosen: number; note: string };

/** How many attempts chose one option (a multiple-answer question's shares may add up past 100 %). */
export type OptionSpread = { optionId: string; text: string; correct: boolean; chosen: number; share: number | null };

export type QuestionSummary = {
  id: string;
  prompt: string;
  /** Attempts that graded this question. */
  attempts: number;
  right: number;
  /** The facility: right / attempts. */
  shareRight: number | null;
  /** The item-rest point-biserial over the attempts that graded this question. */
  discrimination: number | null;
  /** Every option in checkpoint.yaml's order; empty for order questions, which have steps, not options. */
  spread: OptionSpread[];
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
    const discrimination = pointBiserial(
      graded.map((a) => ({
        right: a.correct[question.id] === true,
        rest: Object.entries(a.correct).filter(([id, ok]) => ok && id !== question.id).length,
      })),
    );
    const base = {
      id: question.id,
      prompt: question.prompt,
      attempts: graded.length,
      right,
      shareRight: share(right, graded.length),
      discrimination,
    };
    if (question.kind === "order") return { ...base, spread: [], topWrong: null };
    const spread = question.options.map((option) => {
      const chosen = graded.filter((a) => (a.answers[question.id] ?? []).includes(option.id)).length;
      return {
        optionId: option.id,
        text: option.text,
        correct: option.correct,
        chosen,
        share: share(chosen, graded.length),
      };
    });
    let topWrong: WrongChoice | null = null;
    for (const [i, option] of question.options.entries()) {
      const chosen = spread[i]?.chosen ?? 0;
      if (option.correct || chosen === 0 || chosen <= (topWrong?.chosen ?? 0)) continue;
      topWrong = { optionId: option.id, text: option.text, chosen, note: option.explanation };
    }
    return { ...base, spread, topWrong };
  });
}
