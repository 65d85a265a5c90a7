/**
 * Seeded shuffling of a public checkpoint. Client-safe and tiny: "Try again" reorders
 * options in the browser without asking the server, and knows nothing of the key.
 */
import { seededStream } from "@/lib/envelope/prng";

/** A copy of `items` in an order decided by `seed` and `label` (Fisher-Yates). */
export function seededShuffle<T>(items: readonly T[], seed: number, label: string): T[] {
  const random = seededStream(seed, label);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Shufflable = { id: string; options?: readonly unknown[]; steps?: readonly unknown[] };

/** Every question's options (and steps) reordered for attempt `seed`; question order is kept. */
export function shuffleQuestions<Q extends Shufflable>(questions: readonly Q[], seed: number): Q[] {
  return questions.map((question) => {
    const next = { ...question };
    if (question.options) next.options = seededShuffle(question.options, seed, `options:${question.id}`);
    if (question.steps) next.steps = seededShuffle(question.steps, seed, `steps:${question.id}`);
    return next;
  });
}

/**
 * The questions for a new attempt in the browser: options reshuffled, but an order
 * question keeps the steps the server sent. Only the server knows the key, and it made
 * sure that arrangement is not already solved; a reshuffle here could hand out the answer.
 */
export function reshuffleForRetry<Q extends Shufflable>(questions: readonly Q[], seed: number): Q[] {
  return shuffleQuestions(questions, seed).map((question, index) =>
    question.steps ? { ...question, steps: questions[index]?.steps ?? question.steps } : question,
  );
}
