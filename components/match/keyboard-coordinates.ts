import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys jump from one drop area to the next in reading order (pool, then the
 * statuses) instead of nudging the card by pixels, landing just below the target's
 * heading. The target is scrolled into view here, instantly, when that spot is off screen.
 * NOTE: dnd-kit keeps the card where it was on screen when the page scrolls during a
 * drag (it adds the scroll to the card's transform), so the card is measured before
 * the scroll and the target after it.
 */
export function placeCoordinateGetter(
  order: readonly string[],
  /** Where the card is in the arrow order: its home at pick-up, then each place stepped to. */
  place: { current: string | undefined },
  homeOf: (id: string) => string,
): KeyboardCoordinateGetter {
  return (event, { active, context, currentCoordinates }) => {
    const step = STEPS[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    // NOTE: tracked here rather than read from `over`, which can lag or be thrown off
    // when the page scrolls as the drag starts; the arrows then always step in order.
    const current = place.current ?? String(context.over?.id ?? homeOf(String(active)));
    const index = order.indexOf(current);
    const next = order[(index + step + order.length) % order.length];
    const target = next === undefined ? undefined : context.droppableContainers.get(next)?.node.current;
    const card = context.activeNode;
    if (!target || !card || next === undefined) return undefined;
    place.current = next;
    const from = card.getBoundingClientRect();
    // A sticky status is usually on screen already; scrolling toward it anyway would move
    // the page under a status that does not move with it.
    if (!aimOnScreen(target.getBoundingClientRect())) target.scrollIntoView({ block: "nearest", behavior: "instant" });
    const to = target.getBoundingClientRect();
    return {
      x: currentCoordinates.x + (to.left + to.width / 2) - (from.left + from.width / 2),
      y: currentCoordinates.y + aimOf(to) - (from.top + from.height / 2),
    };
  };
}

/** Where the card lands on a drop area: just below its heading, or its middle when it is short. */
const aimOf = (box: DOMRect) => box.top + Math.min(box.height / 2, 48);

const aimOnScreen = (box: DOMRect) => aimOf(box) >= 0 && aimOf(box) <= window.innerHeight;
