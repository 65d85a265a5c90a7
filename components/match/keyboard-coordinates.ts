import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys jump from one drop area to the next in reading order (pool, then the
 * statuses) instead of nudging the card by pixels. The card is placed so its
 * centre sits on the target's centre, which closestCenter then reports as "over".
 */
export function placeCoordinateGetter(
  order: readonly string[],
  homeOf: (id: string) => string,
): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = STEPS[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    const current = String(context.over?.id ?? homeOf(String(active)));
    const index = order.indexOf(current);
    const next = order[(index + step + order.length) % order.length];
    const target = next === undefined ? undefined : context.droppableRects.get(next);
    const card = context.collisionRect;
    if (!target || !card) return undefined;
    return {
      x: target.left + target.width / 2 - card.width / 2,
      y: target.top + Math.min(target.height / 2, 40) - card.height / 2,
    };
  };
}
