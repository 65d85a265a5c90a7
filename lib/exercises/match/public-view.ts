import type { Arrange } from "@/lib/exercises/served-order";
import type { MatchExercise } from "./schema";
import { MATCH_STATUSES, type MatchStatus } from "./statuses";

/** A card as the browser sees it before checking: no status, explanation or notes. */
export type PublicMatchCard = { id: string; text: string };

/** What the page receives. The answer key stays on the server. */
export type PublicMatch = {
  prompt: string;
  targets: { status: MatchStatus; description: string }[];
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
    targets: MATCH_STATUSES.map((status) => ({ status, description: exercise.targets[status] })),
    cards,
  };
}
