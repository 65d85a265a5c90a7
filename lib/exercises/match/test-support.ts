import type { z } from "zod";
import { statusCategories } from "./categories";
import type { MatchCard, MatchCategory, MatchExercise, MatchExerciseSchema } from "./schema";

/** A card with sensible defaults; tests override what they assert on. `status` is a status or a category id. */
export function makeCard(id: string, status: string, extra: Partial<MatchCard> = {}): MatchCard {
  return {
    id,
    text: `Card ${id}`,
    status,
    explanation: `Why ${id} is ${status}.`,
    misconceptions: { [status === "ok" ? "tool_error" : "ok"]: `Not that for ${id}.` },
    ...extra,
  };
}

/** An exercise on the four statuses with two cards per status unless `cards` is given. */
export function makeMatch(cards?: MatchCard[]): MatchExercise {
  return {
    prompt: "Match each call.",
    reveal: {},
    categories: statusCategories({
      ok: "fine",
      invalid_args: "bad request",
      tool_error: "tool failed",
      timeout: "too slow",
    }),
    customCategories: false,
    cards: cards ?? [
      makeCard("a1", "ok"),
      makeCard("a2", "ok"),
      makeCard("b1", "invalid_args"),
      makeCard("b2", "invalid_args"),
      makeCard("c1", "tool_error"),
      makeCard("c2", "tool_error"),
      makeCard("d1", "timeout"),
      makeCard("d2", "timeout"),
    ],
  };
}

/** An exercise on a lesson's own categories (`categories:` in match.yaml). */
export function makeCategoryMatch(categories: MatchCategory[], cards: MatchCard[]): MatchExercise {
  return { prompt: "Sort each call.", reveal: {}, categories, customCategories: true, cards };
}

/** An exercise on `n` categories of its own (ids k0, k1, …), with eight cards shared out between them. */
export function makeCategoriesMatch(n: number): MatchExercise {
  const categories = Array.from({ length: n }, (_, i) => ({ id: `k${i}`, label: `Kind ${i}` }));
  const cards = Array.from({ length: 8 }, (_, i) =>
    makeCard(`c${i}`, `k${i % n}`, { misconceptions: { [`k${(i + 1) % n}`]: "Not that kind." } }),
  );
  return makeCategoryMatch(categories, cards);
}

/** The match.yaml that parses into `exercise`: `targets:` for the statuses, `categories:` for a lesson's own. */
export function matchFile(exercise: MatchExercise): z.input<typeof MatchExerciseSchema> {
  const { categories, customCategories, ...rest } = exercise;
  if (customCategories) return { ...rest, categories };
  const targets = Object.fromEntries(categories.map((category) => [category.id, category.description ?? ""]));
  return { ...rest, targets: targets as NonNullable<z.input<typeof MatchExerciseSchema>["targets"]> };
}
