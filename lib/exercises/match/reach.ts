/*
 * How far a card is from the statuses, the measure behind the board's layout
 * (issue 14: every card within reach of a status). Boxes are viewport rectangles as
 * the browser reports them; the e2e specs measure, this module decides.
 */

/** A rectangle on screen, as getBoundingClientRect or Playwright's boundingBox gives it. */
export type Box = { x: number; y: number; width: number; height: number };

/** The middle of a box. */
export const centreOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** The straight-line distance from the card's centre to the nearest zone's centre; Infinity with no zones. */
export function tripToNearestZone(card: Box, zones: readonly Box[]): number {
  const from = centreOf(card);
  return Math.min(
    ...zones.map((zone) => {
      const to = centreOf(zone);
      return Math.hypot(to.x - from.x, to.y - from.y);
    }),
  );
}

/** True when some zone's centre is at most one screen height from the card's centre. */
export function withinOneScreen(card: Box, zones: readonly Box[], viewportHeight: number): boolean {
  return tripToNearestZone(card, zones) <= viewportHeight;
}
