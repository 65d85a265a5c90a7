import type { Page } from "@playwright/test";
import { announceOverBrief } from "@/lib/exercises/match/announcements";
import { STATUS_PLACE_NAMES, STATUS_WORDING } from "@/lib/exercises/match/categories";
import { matchInstructions } from "@/lib/exercises/match/instructions";
import {
  expect,
  expectNoAxeViolations,
  lessonPathOf,
  MATCH_LESSON_PATH,
  test,
  useStoredTheme,
  wakeIsland,
} from "./fixtures";
import {
  afterPickUp,
  answerOf,
  CARD_IDS,
  card,
  centreOn,
  exercise,
  fingerOn,
  handle,
  moveWithMenu,
  openMatch,
  readMatch,
  zone,
} from "./match-helpers";

const ORDER = ["pool", "ok", "invalid_args", "tool_error", "timeout"];

/**
 * Picks the focused card up with Space, moves it with arrow keys until it is over `to`, drops it with Space.
 * `order` is the pool then the board's places, top to bottom, as the arrows walk them.
 */
async function keyboardPlace(page: Page, id: string, to: string, order: readonly string[] = ORDER) {
  await expect(handle(page, id)).toBeFocused();
  await page.keyboard.press("Space");
  await afterPickUp(page, id);
  for (let i = 0; i < order.indexOf(to); i++) {
    await page.keyboard.press("ArrowDown");
    await expect(zone(page, order[i + 1] ?? ""), `${id} over ${order[i + 1]}`).toHaveAttribute("data-over", "true");
  }
  await page.keyboard.press("Space");
  await expect(zone(page, to).locator(`[data-card="${id}"]`)).toBeVisible();
}

/** The card whose handle has focus, read from the page rather than assumed. */
const focusedCard = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("[data-card]")?.getAttribute("data-card") ?? null);

test("keyboard only: each drop hands focus to the next card in the pool, the last to Check answers, full marks", async ({
  page,
}) => {
  await page.goto(MATCH_LESSON_PATH);
  // Tabbing into the exercise is itself the intent that loads the board; focus stays on the card.
  const first = zone(page, "pool").locator(".match-handle").first();
  await first.focus();
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
  for (let placed = 0; placed < CARD_IDS.length; placed++) {
    const id = await focusedCard(page);
    if (!id) throw new Error(`after ${placed} drops, focus is on no card`);
    // Focus is on a card still waiting, so no Shift+Tab back through the statuses is needed.
    await expect(zone(page, "pool").locator(`[data-card="${id}"] .match-handle`)).toBeFocused();
    await keyboardPlace(page, id, answerOf(id));
  }
  const check = exercise(page).getByRole("button", { name: "Check answers" });
  await expect(check).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(exercise(page).locator("[data-score]")).toHaveText(
    `Score: ${CARD_IDS.length} of ${CARD_IDS.length}. Every card is on the right status.`,
  );
});

// A lesson with its own categories: the key comes from its match.yaml through the app's loader.
const LAST_MILE = "the-last-mile";
const LAST_MILE_MATCH = readMatch(LAST_MILE);

for (const theme of ["light", "dark"] as const) {
  test(`keyboard only on the-last-mile's own categories: every card placed, full marks, axe finds nothing (${theme})`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(lessonPathOf("MatchExercise", LAST_MILE));
    await zone(page, "pool").locator(".match-handle").first().focus();
    await expect(exercise(page)).toHaveAttribute("data-ready", "true");
    const order = ["pool", ...LAST_MILE_MATCH.categories.map((category) => category.id)];
    for (let placed = 0; placed < LAST_MILE_MATCH.cards.length; placed++) {
      const id = await focusedCard(page);
      const placeOf = LAST_MILE_MATCH.cards.find((c) => c.id === id)?.status;
      if (!id || !placeOf) throw new Error(`after ${placed} drops, focus is on no card of ${LAST_MILE}`);
      await keyboardPlace(page, id, placeOf, order);
    }
    const check = exercise(page).getByRole("button", { name: "Check answers" });
    await expect(check).toBeFocused();
    await page.keyboard.press("Enter");
    const total = LAST_MILE_MATCH.cards.length;
    await expect(exercise(page).locator("[data-score]")).toHaveText(
      `Score: ${total} of ${total}. Every card is on the right category.`,
    );
    await expectNoAxeViolations(page, "[data-match-exercise]");
  });
}

test("keyboard pick-up is announced in the card's words, and Escape puts the card back", async ({ page }) => {
  await openMatch(page);
  await handle(page, "weather-slow").focus();
  await page.keyboard.press("Space");
  await afterPickUp(page, "weather-slow");
  await expect(page.getByRole("status").filter({ hasText: "Picked up:" })).toHaveText(
    "Picked up: The weather API takes 12 s to answer; the call's deadline is 2 s. Over: the card pool.",
  );
  await page.keyboard.press("ArrowDown");
  // Politely and briefly: where the card is, not the whole card again.
  const over = page
    .locator('[role="status"]:not([aria-live="assertive"])')
    .filter({ hasText: announceOverBrief("ok", STATUS_PLACE_NAMES) });
  await expect(over).toHaveText(announceOverBrief("ok", STATUS_PLACE_NAMES));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("status").filter({ hasText: "Cancelled." })).toContainText("returned to the card pool.");
  await expect(zone(page, "pool").locator('[data-card="weather-slow"]')).toBeVisible();
  await expect(handle(page, "weather-slow")).toBeFocused();
});

/** Every card's handle is described by visible text, and that text is the instructions the page shows. */
async function expectCardsDescribedByInstructions(page: Page) {
  for (const id of CARD_IDS) {
    const refs = ((await handle(page, id).getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
    expect(refs, `${id} has a description`).not.toEqual([]);
    const described = refs.map((ref) => page.locator(`[id="${ref}"]`));
    // A hidden referent (dnd-kit's own copy) would be heard but never seen.
    for (const element of described) await expect(element).toBeVisible();
    const text = (await Promise.all(described.map(async (element) => (await element.textContent()) ?? ""))).join(" ");
    expect(text).toBe(matchInstructions(STATUS_WORDING));
    await expect(handle(page, id)).toHaveAccessibleDescription(text);
  }
}

test("every card's accessible description is the visible instructions, before and after the board loads", async ({
  page,
}) => {
  await page.goto(MATCH_LESSON_PATH);
  await expectCardsDescribedByInstructions(page);
  await wakeIsland(exercise(page));
  await expectCardsDescribedByInstructions(page);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations before, during and after a drag, and after checking (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(MATCH_LESSON_PATH);
    await expectNoAxeViolations(page, "[data-match-exercise]");
    await wakeIsland(exercise(page));
    await handle(page, "tool-bug").focus();
    await page.keyboard.press("Space");
    await afterPickUp(page, "tool-bug");
    await page.keyboard.press("ArrowDown");
    await expect(zone(page, "ok")).toHaveAttribute("data-over", "true");
    await expectNoAxeViolations(page, "[data-match-exercise]");
    await page.keyboard.press("Space");
    await expect(zone(page, "ok").locator('[data-card="tool-bug"]')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const id of CARD_IDS.filter((id) => id !== "tool-bug")) await moveWithMenu(page, id, answerOf(id));
    await exercise(page).getByRole("button", { name: "Check answers" }).click();
    // Before a pass or the third check the key is held back; the feedback and that note are what is scanned.
    await expect(exercise(page).locator("[data-reveal=held]")).toBeVisible();
    await expect(card(page, "tool-bug")).toHaveAttribute("data-mark", "wrong");
    await expectNoAxeViolations(page, "[data-match-exercise]");
  });
}

test.describe("on a 360 px touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test("the exercise fits the width, and the Move to menu places cards", async ({ page }) => {
    await page.goto(MATCH_LESSON_PATH);
    await exercise(page).scrollIntoViewIfNeeded();
    await card(page, "pool-wait")
      .getByRole("button", { name: /^Move to/ })
      .tap();
    await expect(exercise(page)).toHaveAttribute("data-ready", "true");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The tap that loaded the board also opened the menu: it is replayed, not lost.
    await expect(card(page, "pool-wait").getByRole("button", { name: /^Move to/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await card(page, "pool-wait").getByRole("button", { name: "timeout", exact: true }).tap();
    await expect(zone(page, "timeout").locator('[data-card="pool-wait"]')).toBeVisible();
  });

  test("press, hold and drag with a finger moves a card onto a status", async ({ page }) => {
    await openMatch(page);
    // The pool's last card sits just above the first status, so both fit on the screen.
    const last = zone(page, "pool").locator("[data-card]").last();
    const id = (await last.getAttribute("data-card")) ?? "";
    await last.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    const start = await centreOn(handle(page, id));
    const okBox = await zone(page, "ok").boundingBox();
    if (!okBox) throw new Error("the status ok is not on screen");
    const finger = await fingerOn(page);
    await finger.down(start);
    // The drag starts after a 200 ms hold; until then a swipe would scroll the page.
    await expect(card(page, id)).toHaveAttribute("data-dragging", "true");
    await finger.slide(start, { x: okBox.x + okBox.width / 2, y: okBox.y + 30 });
    await finger.up();
    await expect(zone(page, "ok").locator(`[data-card="${id}"]`)).toBeVisible();
  });
});
