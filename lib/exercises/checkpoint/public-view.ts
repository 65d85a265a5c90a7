/**
 * The public view of a checkpoint: what the browser may see. Questions, option and
 * step texts, hints and section links; never `correct`, never an explanation, and
 * never the steps in their right order.
 */
import type { Checkpoint } from "./schema";
import { seededShuffle, shuffleQuestions } from "./shuffle";

export type PublicChoice = { id: string; text: string };
export type PublicQuestion = {
  id: string;
  kind: "single" | "multiple" | "predict" | "order";
  prompt: string;
  hint?: string;
  section: { id: string; title: string };
  /** Predict questions: the snippet, highlighted to HTML by the server component. */
  code?: string;
  /** Single, multiple and predict questions. */
  options?: PublicChoice[];
  /** Order questions, shuffled. */
  steps?: PublicChoice[];
};
export type PublicCheckpoint = { slug: string; title: string; passMark: number; questions: PublicQuestion[] };

/** The seed of the first attempt, used for the server-rendered page. */
export const FIRST_SEED = 1;

/**
 * Builds the public view of `checkpoint` with options shuffled for `seed`. Each
 * order question's steps are shuffled too, and never left in the right order.
 * `sectionTitles` maps heading ids to their text for "Review" links.
 */
export function toPublicCheckpoint(
  slug: string,
  checkpoint: Checkpoint,
  sectionTitles: ReadonlyMap<string, string>,
  seed: number = FIRST_SEED,
): PublicCheckpoint {
  const questions = checkpoint.questions.map((question): PublicQuestion => {
    const base: PublicQuestion = {
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      section: { id: question.section, title: sectionTitles.get(question.section) ?? question.section },
    };
    if (question.hint) base.hint = question.hint;
    if (question.kind === "order") {
      return { ...base, steps: question.steps.map(({ id, text }) => ({ id, text })) };
    }
    if (question.kind === "predict") base.code = question.code;
    return { ...base, options: question.options.map(({ id, text }) => ({ id, text })) };
  });
  const shuffled = shuffleQuestions(questions, seed).map((question, q) => {
    const authored = checkpoint.questions[q];
    if (!question.steps || authored?.kind !== "order") return question;
    return {
      ...question,
      steps: avoidOrder(
        question.steps,
        authored.steps.map((step) => step.id),
        seed,
      ),
    };
  });
  return { slug, title: checkpoint.title, passMark: checkpoint.passMark, questions: shuffled };
}

/** A shuffle that happens to give the right order would answer the question; rotate it. */
function avoidOrder(steps: PublicChoice[], right: string[], seed: number): PublicChoice[] {
  if (steps.map((step) => step.id).join() !== right.join()) return steps;
  const rotated = seededShuffle(steps, seed + 1, "avoid");
  return rotated.map((s) => s.id).join() === right.join() ? [...steps.slice(1), ...steps.slice(0, 1)] : rotated;
}
