import type { Locator, Page } from "@playwright/test";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { type Box, centreOf, tripToNearestZone } from "@/lib/exercises/match/reach";
import type { MatchExercise } from "@/lib/exercises/match/schema";
import { expect, MATCH_LESSON_PATH, wakeIsland } from "./fixtures";

/** A lesson's match.yaml, read with the app's own loader: the key lives in one file, not in a copy here. */
export function readMatch(slug: string): MatchExercise {
  const loaded = loadMatchExercise(slug);
  if (!loaded) throw new Error(`the lesson ${slug} has no match.yaml`);
  return loaded;
}

export const MATCH = readMatch("error-envelope");
/** The card ids of the lesson under test, in the file's order. */
export const CARD_IDS = MATCH.cards.map((c) => c.id);
/** The places of the lesson under test (its four statuses), in the file's order. */
export const CATEGORY_IDS = MATCH.categories.map((c) => c.id);

/** The right status of a card of the lesson under test. */
export function answerOf(id: string): string {
  const found = MATCH.cards.find((c) => c.id === id);
  if (!found) throw new Error(`match.yaml has no card "${id}"`);
  return found.status;
}
/** How many cards belong on `status`. */
export const cardsOn = (status: string) => MATCH.cards.filter((c) => c.status === status).length;

export const exercise = (page: Page) => page.locator("[data-match-exercise]");
export const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
export const handle = (page: Page, id: string) => card(page, id).locator(".match-handle");
export const zone = (page: Page, place: string) => page.locator(`[data-zone="${place}"]`);

/** Opens the lesson at the exercise and waits until the board is interactive. */
export async function openMatch(page: Page) {
  await page.goto(MATCH_LESSON_PATH);
  await exercise(page).scrollIntoViewIfNeeded();
  await wakeIsland(exercise(page));
}

/**
 * Places a card with its "Move to…" menu (the non-drag way). The menu names a place by its
 * label: a status is its own label; a lesson's own category passes `label`.
 */
export async function moveWithMenu(page: Page, id: string, to: string, label: string = to) {
  await card(page, id)
    .getByRole("button", { name: /^Move to/ })
    .click();
  const name = to === "pool" ? "Back to the pool" : label;
  await card(page, id).getByRole("button", { name, exact: true }).click();
  await expect(zone(page, to).locator(`[data-card="${id}"]`)).toBeVisible();
}

/** A mouse drag in small steps, the way a person moves, from a card's handle to a drop area. */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  if (!start) throw new Error("drag handle not visible");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  const end = await to.boundingBox();
  if (!end) throw new Error("drop area not visible");
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 40), { steps: 15 });
  await page.mouse.up();
}

/** The four statuses' drop areas, in the order the exercise lists them. */
export const statusZones = (page: Page) => MATCH.categories.map((category) => zone(page, category.id));

/** Viewport boxes of the four statuses as they are now. */
export async function statusBoxes(page: Page): Promise<Box[]> {
  const boxes = await Promise.all(statusZones(page).map((z) => z.boundingBox()));
  return boxes.filter((b): b is Box => b !== null);
}

/**
 * The longest pointer trip on the board: for each card in the pool, brought to the
 * middle of the screen as a student would scroll to it, the distance from its centre
 * to the nearest status's centre; the largest of those.
 */
export async function longestPointerTrip(page: Page): Promise<number> {
  let longest = 0;
  for (const item of await zone(page, "pool").locator("[data-card]").all()) {
    await item.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    const box = await item.boundingBox();
    if (!box) throw new Error("a card in the pool has no box");
    longest = Math.max(longest, tripToNearestZone(box, await statusBoxes(page)));
  }
  return Math.round(longest);
}

/**
 * dnd-kit's keyboard sensor starts listening for arrows in a zero-delay timer after
 * the pick-up, and Chromium may deliver the next key press before that timer runs.
 * Running one zero-delay timer in the page (timers run in order) makes the order sure.
 */
export async function afterPickUp(page: Page, id: string) {
  await expect(card(page, id)).toHaveAttribute("data-dragging", "true");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

type Point = { x: number; y: number };

/** The middle of what `locator` shows on screen, in viewport coordinates. */
export async function centreOn(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return centreOf(box);
}

/**
 * One finger through the DevTools protocol: the touch events dnd-kit's touch sensor
 * listens to (Playwright's touchscreen only taps).
 */
export async function fingerOn(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: "touchStart" | "touchMove" | "touchEnd", at?: Point) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: at ? [{ x: Math.round(at.x), y: Math.round(at.y) }] : [],
    });
  return {
    down: (at: Point) => send("touchStart", at),
    /** From `from` to `to` in even steps, the way a finger slides. */
    slide: async (from: Point, to: Point, steps = 12) => {
      for (let step = 1; step <= steps; step++) {
        await send("touchMove", {
          x: from.x + ((to.x - from.x) * step) / steps,
          y: from.y + ((to.y - from.y) * step) / steps,
        });
      }
    },
    up: () => send("touchEnd"),
  };
}

/** The first card in the pool, brought to the middle of the screen: its id, and where it and the status `to` are. */
export async function firstCardAnd(page: Page, to: string) {
  const first = zone(page, "pool").locator("[data-card]").first();
  const id = (await first.getAttribute("data-card")) ?? "";
  await first.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  return { id, from: await centreOn(handle(page, id)), to: await centreOn(zone(page, to).getByRole("heading")) };
}

export type Drag = Awaited<ReturnType<typeof firstCardAnd>>;

/** A mouse pressed on the card and moved a little: the start of a drag. */
export async function pressAndPull(page: Page, { from }: Drag) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
}

/**
 * Once the board is live the pointer moves on, as a hand does, and the card lifts; it is
 * carried to the status and let go there.
 */
export async function carryAndDrop(page: Page, { id, from, to }: Drag) {
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
  await page.mouse.move(from.x + 16, from.y + 16, { steps: 2 });
  await expect(card(page, id)).toHaveAttribute("data-dragging", "true");
  await page.mouse.move(to.x, to.y, { steps: 10 });
  // Let go once the status shows the card is over it, as a person would.
  await expect(zone(page, "ok")).toHaveAttribute("data-over", "true");
  await page.mouse.up();
}

/** A finger held on the card until it lifts, slid to the status and lifted. */
export async function fingerDrag(page: Page, { id, from, to }: Drag) {
  const finger = await fingerOn(page);
  await finger.down(from);
  await expect(card(page, id)).toHaveAttribute("data-dragging", "true");
  await finger.slide(from, to);
  await expect(zone(page, "ok")).toHaveAttribute("data-over", "true");
  await finger.up();
}
