import type { MatchWording } from "./categories";

/**
 * How to move a card. One text for two readers: the page shows it above the cards,
 * and every card's drag handle names that paragraph as its description.
 */
export function matchInstructions(wording: MatchWording): string {
  return (
    `Drag a card onto a ${wording.one}, or use its Move to… menu. With a keyboard, Space or Enter picks a card up, ` +
    `the arrow keys move it between the pool and the ${wording.many}, Space or Enter drops it and Escape cancels.`
  );
}
