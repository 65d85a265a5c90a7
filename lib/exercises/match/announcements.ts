import { type Placement, placeLabel } from "./statuses";

/*
 * What a screen reader hears while a card moves. Pure functions of the card's text
 * and the place's label, never of ids, so they read like speech. `over` is
 * undefined when the card is over no drop area at all.
 */

/** Read once per page for every draggable card. */
export const MATCH_INSTRUCTIONS =
  "To pick up a card, press Space or Enter. Use the arrow keys to move it between the statuses and the card pool. " +
  "Press Space or Enter again to drop it, or Escape to cancel. Each card also has a Move to menu.";

const where = (over: Placement | undefined) => (over === undefined ? "no status" : placeLabel(over));

/** "Picked up: Weather API takes 12 s. Over: the card pool." */
export function announcePickUp(cardText: string, over: Placement | undefined): string {
  return `Picked up: ${cardText}. Over: ${where(over)}.`;
}

/** Said each time the card moves over another place. */
export function announceOver(cardText: string, over: Placement | undefined): string {
  return `${cardText}. Over: ${where(over)}.`;
}

/** Said when the card is dropped; `from` is where it was before the drag. */
export function announceDrop(cardText: string, over: Placement | undefined, from: Placement): string {
  if (over === undefined) return `Dropped ${cardText} outside the statuses. It stays in ${placeLabel(from)}.`;
  if (over === null) return `Dropped ${cardText} back in the card pool.`;
  return `Dropped ${cardText} on ${over}.`;
}

/** "Cancelled. Weather API takes 12 s returned to the card pool." */
export function announceCancel(cardText: string, home: Placement): string {
  return `Cancelled. ${cardText} returned to ${placeLabel(home)}.`;
}

/** Said after the Move to menu moved a card. */
export function announceMove(cardText: string, to: Placement): string {
  return to === null ? `Moved ${cardText} back to the card pool.` : `Moved ${cardText} to ${to}.`;
}

/** Said after checking: the score in words. */
export function announceScore(score: number, total: number): string {
  return `${score} of ${total} cards are on the right status.`;
}
