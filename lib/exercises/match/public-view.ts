import type { Arrange } from "@/lib/exercises/served-order";
import { CATEGORY_WORDING, type MatchCategory, type MatchWording, STATUS_WORDING } from "./categories";
import type { MatchExercise } from "./schema";

/** A card as the browser sees it before checking: no status, explanation or notes. */
export type PublicMatchCard = { id: string; text: string };

/** What the page receives. The answer key stays on the server. */
export type PublicMatch = {
  prompt: string;
  /** The places, in the author's order: the four statuses or the lesson's own categories. */
  categories: MatchCategory[];
  wording: MatchWording;
  cards: PublicMatchCard[];
};

/**
 * The exercise without its answer key, cards in the order `arrange` gives (drawn from
 * a server secret, served-order.ts), so the authored order is not on the page.
 * Fields are copied one by one on purpose: a new authored field stays private
 * until someone decides it may be shown.
 */
export function toPublicMatch(exercise: MatchExercise, arrange: Arrange): PublicMatch {
  const cards = arrange(
    exercise.cards.map((card) => ({ id: card.id, text: card.text })),
    "cards",
  );
  return {
    prompt: exercise.prompt,
    categories: exercise.categories.map(({ id, label, description }) =>
      description === undefined ? { id, label } : { id, label, description },
    ),
    wording: exercise.customCategories ? CATEGORY_WORDING : STATUS_WORDING,
    cards,
  };
}
