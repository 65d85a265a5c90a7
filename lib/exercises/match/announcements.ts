import { type Placement, placeLabel } from "./statuses";

/*
 * What a screen reader hears while a card moves. Pure functions of the card's text
 * and the place's label, never of ids, so they read like speech. `over` is
 * undefined when the card is over no drop area at all.
 */

/**
 * How to move a card. One text for two readers: the page shows it above the cards,
 * and every card's drag handle names that paragraph as its description.
 */
export const MATCH_INSTRUCTIONS =
  "Drag a card onto a status, or use its Move to… menu. With a keyboard, Space or Enter picks a card up, the arrow " +
  "keys move it between the pool and the statuses, Space or Enter drops it and Escape cancels.";

const where = (over: Placement | undefined) => (over === undefined ? "no status" : placeLabel(over));
// Card texts are sentences; drop their final stop so "… 2 s. Over: ok." does not read "2 s.. Over".
const bare = (text: string) => text.trim().replace(/[.!?]+$/, "");

/** "Picked up: Weather API takes 12 s. Over: the card pool." */
export function announcePickUp(cardText: string, over: Placement | undefined): string {
  return `Picked up: ${bare(cardText)}. Over: ${where(over)}.`;
}

/** Said politely each time the card moves over another place: only where it is, not the card again. */
export function announceOverBrief(over: Placement | undefined): string {
  return `Over ${where(over)}.`;
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
