import { centreOf, withinOneScreen } from "@/lib/exercises/match/reach";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import {
  answerOf,
  CARD_IDS,
  card,
  exercise,
  fingerOn,
  longestPointerTrip,
  moveWithMenu,
  openMatch,
  statusBoxes,
  zone,
} from "./match-helpers";

/*
 * Issue 14: every card is within reach of a status. The trip is measured the way a
 * student meets it (each card brought to the middle of the screen), and a phone
 * completes the whole exercise by dragging with a finger.
 */

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width}x${viewport.height} no card in the pool is more than one screen from a status`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openMatch(page);
    const longest = await longestPointerTrip(page);
    test.info().annotations.push({ type: "longest pointer trip (px)", description: String(longest) });
    console.log(`longest pointer trip at ${viewport.width}x${viewport.height}: ${longest} px`);
    expect(longest).toBeLessThanOrEqual(viewport.height);
  });
}

test.describe("on a 360 px touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test("every card is dragged onto its status with a finger, none more than one screen from a status", async ({
    page,
  }) => {
    await openMatch(page);
    const finger = await fingerOn(page);
    const pool = zone(page, "pool").locator("[data-card]");
    for (let placed = 0; placed < CARD_IDS.length; placed++) {
      const next = pool.first();
      const id = (await next.getAttribute("data-card")) ?? "";
      await next.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
      const from = await card(page, id).locator(".match-handle").boundingBox();
      if (!from) throw new Error(`${id} is not on screen`);
      expect(withinOneScreen(from, await statusBoxes(page), 740), `${id}: a status within one screen`).toBe(true);
      const target = zone(page, answerOf(id));
      const to = await target.getByRole("heading").boundingBox();
      if (!to) throw new Error(`${answerOf(id)} is not on screen`);
      const start = centreOf(from);
      const end = centreOf(to);
      await finger.down(start);
      // The drag starts after a short hold; until then a swipe scrolls the page.
      await expect(card(page, id)).toHaveAttribute("data-dragging", "true");
      await finger.slide(start, end, 10);
      await expect(target).toHaveAttribute("data-over", "true");
      await finger.up();
      await expect(target.locator(`[data-card="${id}"]`)).toBeAttached();
    }
    await expect(pool).toHaveCount(0);
    await exercise(page).getByRole("button", { name: "Check answers" }).tap();
    await expect(exercise(page).locator("[data-score]")).toHaveText(
      `Score: ${CARD_IDS.length} of ${CARD_IDS.length}. Every card is on the right status.`,
    );
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`at 360 px axe finds no violations with cards on the status bar (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await useStoredTheme(page, theme);
    await page.emulateMedia({ colorScheme: theme });
    await openMatch(page);
    for (const id of CARD_IDS.slice(0, 3)) await moveWithMenu(page, id, answerOf(id));
    await expect(exercise(page).locator(".match-board")).not.toHaveAttribute("data-settled");
    await expectNoAxeViolations(page, "[data-match-exercise]");
  });
}

test("at 360 px, a card reached with Tab is scrolled to stand above the status bar, not behind it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openMatch(page);
  const bar = exercise(page).locator(".match-targets");
  const handles = zone(page, "pool").locator(".match-handle");
  await handles.first().focus();
  for (let i = 1; i < (await handles.count()); i++) {
    await page.keyboard.press("Tab"); // the card's "Move to…" button
    await page.keyboard.press("Tab"); // the next card's handle
    await expect(handles.nth(i)).toBeFocused();
    // The page scrolls smoothly to the focused card, so its place is read until it settles.
    const overlap = () =>
      Promise.all([
        bar.evaluate((element) => element.getBoundingClientRect().top),
        handles.nth(i).evaluate((element) => element.getBoundingClientRect().bottom),
      ]).then(([barTop, handleBottom]) => handleBottom - barTop);
    await expect.poll(overlap, { message: `card ${i + 1}'s handle is above the bar` }).toBeLessThanOrEqual(0);
  }
});
