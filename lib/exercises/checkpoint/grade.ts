/**
 * Grading, pure. Every question is worth one point and is all-or-nothing:
 * - single choice and predict the status: the one correct option;
 * - multiple select: exactly the set of correct options (no partial credit, so
 *   ticking every box never earns points);
 * - order the steps: every step in its place (the feedback still shows which
 *   steps were in place, so a near miss is visible).
 * Answers are assumed checked by `checkAnswers`; a missing answer scores zero. Questions an
 * attempt drew for itself are also scored on their own, and must reach the pass mark too
 * (pass-rule.ts).
 */
import { passes, percentOf } from "@/lib/exercises/pass-rule";
import type { CheckpointAnswers } from "./answers";
import type { Checkpoint, CheckpointQuestion } from "./schema";

/** An option or step in the feedback: its text, its explanation, and how it relates to the answer. */
export type FeedbackItem = { id: string; text: string; explanation: string; chosen: boolean; correct: boolean };

export type QuestionResult = {
  id: string;
  correct: boolean;
  answered: boolean;
  section: string;
  /**
   * With the key revealed: choice questions list the options chosen or correct, order
   * questions every step in the right order (`chosen` = in place). Before that,
   * withhold-key.ts trims it to what the student chose.
   */
  feedback: FeedbackItem[];
  /** Order questions before the key is revealed: how many steps were in place. */
  inPlace?: number;
  /** Set when notes were held back because the pick would have read the key (withhold-key.ts). */
  withheld?: "too-many-picked";
  /**
   * A drawn question's own words: no file holds them, so the kept attempt carries them for
   * the dashboard (lib/instructor/drawn-questions.ts). Absent on authored questions.
   */
  prompt?: string;
};

export type CheckpointGrade = {
  score: number;
  max: number;
  percent: number;
  passMark: number;
  passed: boolean;
  /** The questions this attempt drew, scored on their own; absent when it drew none. */
  drawn?: { score: number; max: number; percent: number };
  questions: QuestionResult[];
};

/** Grades `answers` against `checkpoint`, whose questions named in `drawnIds` were drawn for this attempt. */
export function gradeCheckpoint(
  checkpoint: Checkpoint,
  answers: CheckpointAnswers["answers"],
  drawnIds: ReadonlySet<string> = new Set(),
): CheckpointGrade {
  const questions = checkpoint.questions.map((question) => {
    const result = gradeQuestion(
      question,
      (Object.hasOwn(answers, question.id) ? answers[question.id] : undefined) ?? [],
    );
    return drawnIds.has(question.id) ? { ...result, prompt: question.prompt } : result;
  });
  const scored = (of: QuestionResult[]) => ({ score: of.filter((q) => q.correct).length, max: of.length });
  const { score, max } = scored(questions);
  const drawnPart = drawnIds.size > 0 ? scored(questions.filter((q) => drawnIds.has(q.id))) : undefined;
  const drawn = drawnPart && { ...drawnPart, percent: percentOf(drawnPart.score, drawnPart.max) };
  const { passMark } = checkpoint;
  const passed = passes({ score, max, passMark, drawn });
  return { score, max, percent: percentOf(score, max), passMark, passed, ...(drawn && { drawn }), questions };
}

function gradeQuestion(question: CheckpointQuestion, given: readonly string[]): QuestionResult {
  const base = { id: question.id, section: question.section, answered: given.length > 0 };
  if (question.kind === "order") {
    const feedback = question.steps.map((step, i) => ({
      id: step.id,
      text: step.text,
      explanation: step.explanation,
      chosen: given[i] === step.id,
      correct: true,
    }));
    return { ...base, correct: base.answered && feedback.every((item) => item.chosen), feedback };
  }
  const chosen = new Set(given);
  const feedback = question.options
    .filter((option) => option.correct || chosen.has(option.id))
    .map((option) => ({
      id: option.id,
      text: option.text,
      explanation: option.explanation,
      chosen: chosen.has(option.id),
      correct: option.correct,
    }));
  const exact = question.options.every((option) => option.correct === chosen.has(option.id));
  return { ...base, correct: base.answered && exact, feedback };
}
