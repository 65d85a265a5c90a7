import type { Locator, Page } from "@playwright/test";
import { expect, LESSON_PATH } from "./fixtures";

/** The right status of every card in content/lessons/error-envelope/match.yaml. */
export const ANSWERS = {
  "weather-slow": "timeout",
  "unknown-tool": "invalid_args",
  "wrong-answer": "ok",
  "lock-wait-message": "tool_error",
  "pool-full": "tool_error",
  "pool-wait": "timeout",
  "city-number": "invalid_args",
  "bad-expression": "invalid_args",
  "tool-bug": "tool_error",
  "empty-result": "ok",
} as const;
export type CardId = keyof typeof ANSWERS;
export const CARD_IDS = Object.keys(ANSWERS) as CardId[];

export const exercise = (page: Page) => page.locator("[data-match-exercise]");
export const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
export const handle = (page: Page, id: string) => card(page, id).locator(".match-handle");
export const zone = (page: Page, place: string) => page.locator(`[data-zone="${place}"]`);

/** Opens the lesson at the exercise and waits until the board is interactive. */
export async function openMatch(page: Page) {
  await page.goto(LESSON_PATH);
  await exercise(page).scrollIntoViewIfNeeded();
  await exercise(page).hover();
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
}

/** Places a card with its "Move to…" menu (the non-drag way). */
export async function moveWithMenu(page: Page, id: string, to: string) {
  await card(page, id)
    .getByRole("button", { name: /^Move to/ })
    .click();
  const name = to === "pool" ? "Back to the pool" : to;
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
