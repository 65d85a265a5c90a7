import type { MatchWording, PlaceNames } from "./categories";
import type { Placement } from "./statuses";

/*
 * What a screen reader hears while a card moves. Pure functions of the card's text
 * and the place's label (from `names`), never of ids, so they read like speech.
 * `over` is undefined when the card is over no drop area at all.
 */

const where = (over: Placement | undefined, names: PlaceNames) =>
  over === undefined ? `no ${names.wording.one}` : names.label(over);
// Card texts are sentences; drop their final stop so "… 2 s. Over: ok." does not read "2 s.. Over".
const bare = (text: string) => text.trim().replace(/[.!?]+$/, "");

/** "Picked up: Weather API takes 12 s. Over: the card pool." */
export function announcePickUp(cardText: string, over: Placement | undefined, names: PlaceNames): string {
  return `Picked up: ${bare(cardText)}. Over: ${where(over, names)}.`;
}

/** Said politely each time the card moves over another place: only where it is, not the card again. */
export function announceOverBrief(over: Placement | undefined, names: PlaceNames): string {
  return `Over ${where(over, names)}.`;
}

/** Said when the card is dropped; `from` is where it was before the drag. */
export function announceDrop(
  cardText: string,
  over: Placement | undefined,
  from: Placement,
  names: PlaceNames,
): string {
  if (over === undefined)
    return `Dropped ${bare(cardText)} outside the ${names.wording.many}. It stays in ${names.label(from)}.`;
  if (over === null) return `Dropped ${bare(cardText)} back in the card pool.`;
  return `Dropped ${bare(cardText)} on ${names.label(over)}.`;
}

/** "Cancelled. Weather API takes 12 s returned to the card pool." */
export function announceCancel(cardText: string, home: Placement, names: PlaceNames): string {
  return `Cancelled. ${bare(cardText)} returned to ${names.label(home)}.`;
}

/** Said after the Move to menu moved a card. */
export function announceMove(cardText: string, to: Placement, names: PlaceNames): string {
  return to === null
    ? `Moved ${bare(cardText)} back to the card pool.`
    : `Moved ${bare(cardText)} to ${names.label(to)}.`;
}

/** Said after checking: the score in words. */
export function announceScore(score: number, total: number, wording: MatchWording): string {
  return `${score} of ${total} cards are on the right ${wording.one}.`;
}
