/**
 * A grade as the student sees it before the reveal policy allows the key: per
 * question right or wrong, plus the note (the option's explanation) for each wrong
 * pick. What is held back, and why:
 * - the right options of a missed question and their explanations: the key itself;
 * - for multiple select, notes when more options were ticked than are right: ticking
 *   every box would otherwise mark each option right or wrong in one request;
 * - for order questions, the right order and the per-step marks: a near miss is told
 *   as a count of steps in place, which does not name which ones.
 * A question answered right keeps its explanations: the student has the answer.
 */
import type { CheckpointGrade, QuestionResult } from "./grade";
import type { Checkpoint } from "./schema";

/** `grade` with the key held back; `checkpoint` supplies how many options of each question are right. */
export function withholdKey(grade: CheckpointGrade, checkpoint: Checkpoint): CheckpointGrade {
  const byId = new Map(checkpoint.questions.map((q) => [q.id, q]));
  return {
    ...grade,
    questions: grade.questions.map((result) => {
      const question = byId.get(result.id);
      const rightCount = question?.kind === "order" ? 0 : (question?.options.filter((o) => o.correct).length ?? 0);
      return withhold(result, question?.kind === "order", rightCount);
    }),
  };
}

function withhold(result: QuestionResult, isOrder: boolean, rightCount: number): QuestionResult {
  if (result.correct) return result;
  if (isOrder) return { ...result, feedback: [], inPlace: result.feedback.filter((item) => item.chosen).length };
  const picked = result.feedback.filter((item) => item.chosen);
  if (picked.length > rightCount) return { ...result, feedback: [], withheld: "too-many-picked" };
  return { ...result, feedback: picked.filter((item) => !item.correct) };
}
