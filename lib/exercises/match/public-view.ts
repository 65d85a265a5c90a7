import { mulberry32 } from "@/lib/envelope/prng";
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
 * The exercise without its answer key, cards in an order shuffled by `seed`
 * (Fisher-Yates), so the same seed gives the same order on the server and in tests.
 * Fields are copied one by one on purpose: a new authored field stays private
 * until someone decides it may be shown.
 */
export function toPublicMatch(exercise: MatchExercise, seed: number): PublicMatch {
  const cards = exercise.cards.map((card) => ({ id: card.id, text: card.text }));
  const random = mulberry32(seed);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j] as PublicMatchCard, cards[i] as PublicMatchCard];
  }
  return {
    prompt: exercise.prompt,
    targets: MATCH_STATUSES.map((status) => ({ status, description: exercise.targets[status] })),
    cards,
  };
}

/** A stable seed from a text (FNV-1a), e.g. the lesson slug, so each lesson has its own order. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
