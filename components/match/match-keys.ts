import { focusKey } from "@/components/islands/handover";

/**
 * The match's controls as both markups key them (components/islands/handover.ts): focus
 * and presses cross the swap by these, and the board puts focus back by them.
 */
export const matchKeys = {
  handle: (cardId: string) => focusKey(`handle-${cardId}` as const),
  move: (cardId: string) => focusKey(`move-${cardId}` as const),
  check: focusKey("match-check"),
  score: focusKey("match-score"),
};
