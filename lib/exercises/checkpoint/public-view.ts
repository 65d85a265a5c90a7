/**
 * The public view of a checkpoint: what the browser may see. Questions, option and
 * step texts, hints and section links; never `correct`, never an explanation, and
 * never the steps in their right order. The order comes from `arrange`, which draws
 * on a server secret (served-order.ts), so the authored order cannot be undone.
 */
import { type LessonSection, missingSection } from "@/lib/content/lesson-parts";
import type { Arrange } from "@/lib/exercises/served-order";
import type { Checkpoint, CheckpointQuestion } from "./schema";

export type PublicChoice = { id: string; text: string };
export type PublicQuestion = {
  id: string;
  kind: "single" | "multiple" | "predict" | "order";
  prompt: string;
  hint?: string;
  /** The section to review: the href is made on the server (sectionHref), so the browser needs no part map. */
  section: { id: string; title: string; href: string };
  /** Predict questions: the snippet, highlighted to HTML by the server component. */
  code?: string;
  /** Single, multiple and predict questions. */
  options?: PublicChoice[];
  /** Order questions, shuffled. */
  steps?: PublicChoice[];
  /** A drawn question (draws.ts): what it asks and the call it is about, as the practice widget sends them. */
  call?: { ask: string; scenario: object };
};
/** `draws`: how many questions each attempt adds from the engine (draws.ts); absent for none. */
export type PublicCheckpoint = {
  slug: string;
  title: string;
  passMark: number;
  questions: PublicQuestion[];
  draws?: number;
};

/** Option or step ids per question id, in the order an attempt serves them. */
export type ServedOrder = Record<string, string[]>;

/**
 * Builds the public view of `checkpoint` in the order `arrange` gives. `sections`
 * maps heading ids to their text and address for "Review" links.
 */
export function toPublicCheckpoint(
  slug: string,
  checkpoint: Checkpoint,
  sections: ReadonlyMap<string, LessonSection>,
  arrange: Arrange,
): PublicCheckpoint {
  const questions = checkpoint.questions.map((question): PublicQuestion => {
    const base: PublicQuestion = {
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      section: { id: question.section, ...(sections.get(question.section) ?? missingSection(slug, question.section)) },
    };
    if (question.hint) base.hint = question.hint;
    const items = arrangeQuestion(question, arrange).map(({ id, text }) => ({ id, text }));
    if (question.kind === "order") return { ...base, steps: items };
    if (question.kind === "predict") base.code = question.code;
    return { ...base, options: items };
  });
  return { slug, title: checkpoint.title, passMark: checkpoint.passMark, questions };
}

/** The ids of every question's options or steps in the order `arrange` gives: what "Try again" receives. */
export function servedOrder(checkpoint: Checkpoint, arrange: Arrange): ServedOrder {
  return Object.fromEntries(
    checkpoint.questions.map((question) => [question.id, arrangeQuestion(question, arrange).map((item) => item.id)]),
  );
}

function arrangeQuestion(question: CheckpointQuestion, arrange: Arrange): { id: string; text: string }[] {
  if (question.kind !== "order") return arrange(question.options, `options:${question.id}`);
  // A draw that gives the solved order would answer the question, so it is drawn again
  // (under a new label, from the same secret): every unsolved order stays equally
  // likely. Rotating a solved draw instead made one order twice as common, which a
  // student chaining attempts could count. The cap is never reached in practice:
  // a solved draw has odds 1/n! and order questions need at least two steps.
  for (let redraw = 0; redraw < MAX_REDRAWS; redraw++) {
    const steps = arrange(question.steps, redraw === 0 ? `steps:${question.id}` : `steps:${question.id}:${redraw}`);
    if (!isSolved(steps, question.steps)) return steps;
  }
  return [...question.steps.slice(1), ...question.steps.slice(0, 1)];
}

const MAX_REDRAWS = 64;

const isSolved = (served: readonly { id: string }[], authored: readonly { id: string }[]) =>
  served.every((step, i) => step.id === authored[i]?.id);
