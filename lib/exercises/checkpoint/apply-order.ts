/**
 * Puts the public questions in an order the server sent with a grade ("Try again").
 * Client-safe: it only follows ids, so the browser never shuffles with public code.
 */
import type { PublicChoice, PublicQuestion, ServedOrder } from "./public-view";

/** `questions` with each question's options or steps in the order `order` lists; ids it omits keep their place at the end. */
export function applyServedOrder(questions: readonly PublicQuestion[], order: ServedOrder): PublicQuestion[] {
  return questions.map((question) => {
    const ids = Object.hasOwn(order, question.id) ? order[question.id] : undefined;
    if (!ids) return question;
    const next = { ...question };
    if (question.options) next.options = follow(question.options, ids);
    if (question.steps) next.steps = follow(question.steps, ids);
    return next;
  });
}

function follow(items: readonly PublicChoice[], ids: readonly string[]): PublicChoice[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}
