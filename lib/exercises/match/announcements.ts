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
// Card texts are sentences; drop their final stop so "… 2 s. Over: ok." does not read "2 s.. Over".
const bare = (text: string) => text.trim().replace(/[.!?]+$/, "");

/** "Picked up: Weather API takes 12 s. Over: the card pool." */
export function announcePickUp(cardText: string, over: Placement | undefined): string {
  return `Picked up: ${bare(cardText)}. Over: ${where(over)}.`;
}

/** Said each time the card moves over another place. */
export function announceOver(cardText: string, over: Placement | undefined): string {
  return `${bare(cardText)}. Over: ${where(over)}.`;
}

/** Said when the card is dropped; `from` is where it was before the drag. */
export function announceDrop(cardText: string, over: Placement | undefined, from: Placement): string {
  if (over === undefined) return `Dropped ${bare(cardText)} outside the statuses. It stays in ${placeLabel(from)}.`;
  if (over === null) return `Dropped ${bare(cardText)} back in the card pool.`;
  return `Dropped ${bare(cardText)} on ${over}.`;
}

/** "Cancelled. Weather API takes 12 s returned to the card pool." */
export function announceCancel(cardText: string, home: Placement): string {
  return `Cancelled. ${bare(cardText)} returned to ${placeLabel(home)}.`;
}

/** Said after the Move to menu moved a card. */
export function announceMove(cardText: string, to: Placement): string {
  return to === null ? `Moved ${bare(cardText)} back to the card pool.` : `Moved ${bare(cardText)} to ${to}.`;
}

/** Said after checking: the score in words. */
export function announceScore(score: number, total: number): string {
  return `${score} of ${total} cards are on the right status.`;
}
