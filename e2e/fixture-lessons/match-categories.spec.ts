import path from "node:path";
import type { Page } from "@playwright/test";
import { announceOverBrief } from "@/lib/exercises/match/announcements";
import { CATEGORY_WORDING, placeNames } from "@/lib/exercises/match/categories";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { POOL_ZONE_ID } from "@/lib/exercises/match/statuses";
import { FIXTURE_LESSONS_DIR } from "../../playwright.fixtures.config";
import { expect, expectNoAxeViolations, test, useStoredTheme, wakeIsland } from "../fixtures";
import { card, exercise, handle, mouseDrag, zone } from "../match-helpers";

// The fixture lesson, read with the app's own loader: the answers live in its match.yaml only.
const SLUG = "sorting-retries";
const MATCH = loadMatchExercise(SLUG, path.join(process.cwd(), FIXTURE_LESSONS_DIR));
if (!MATCH) throw new Error(`${FIXTURE_LESSONS_DIR}/${SLUG} has no match.yaml`);
const CARDS = MATCH.cards;
const NAMES = placeNames(MATCH.categories, CATEGORY_WORDING);
const ORDER = [POOL_ZONE_ID, ...MATCH.categories.map((category) => category.id)];
const answerOf = (id: string) => CARDS.find((c) => c.id === id)?.status ?? "";
const score = (right: number) =>
  `Score: ${right} of ${CARDS.length}${right === CARDS.length ? `. Every card is on the right ${CATEGORY_WORDING.one}.` : "."}`;

const focusedCard = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("[data-card]")?.getAttribute("data-card") ?? null);

/** Space picks the focused card up, arrows step to `to` (each step heard by its label), Space drops. */
async function keyboardPlace(page: Page, id: string, to: string) {
  await page.keyboard.press("Space");
  await expect(card(page, id)).toHaveAttribute("data-dragging", "true");
  // dnd-kit starts listening for arrows in a zero-delay timer; one in the page runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let i = 1; i <= ORDER.indexOf(to); i++) {
    await page.keyboard.press("ArrowDown");
    const place = ORDER[i] ?? "";
    await expect(zone(page, place)).toHaveAttribute("data-over", "true");
    await expect(page.locator('[role="status"]:not([aria-live="assertive"])')).toHaveText(
      announceOverBrief(place, NAMES),
    );
  }
  await page.keyboard.press("Space");
  await expect(zone(page, to).locator(`[data-card="${id}"]`)).toBeVisible();
}

test("the board shows the lesson's own categories by label, with their descriptions", async ({ page }) => {
  await page.goto(`/lessons/${SLUG}`);
  for (const category of MATCH.categories) {
    const area = zone(page, category.id);
    await expect(area.getByRole("heading")).toContainText(category.label);
    if (category.description) await expect(area).toContainText(category.description);
  }
  await expect(exercise(page)).toContainText(`Drag a card onto a ${CATEGORY_WORDING.one}`);
});

test("keyboard only: every card placed on its category, focus moving on, full marks", async ({ page }) => {
  await page.goto(`/lessons/${SLUG}`);
  await zone(page, POOL_ZONE_ID).locator(".match-handle").first().focus();
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
  for (let placed = 0; placed < CARDS.length; placed++) {
    const id = await focusedCard(page);
    if (!id) throw new Error(`after ${placed} drops, focus is on no card`);
    await keyboardPlace(page, id, answerOf(id));
  }
  const check = exercise(page).getByRole("button", { name: "Check answers" });
  await expect(check).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(exercise(page).locator("[data-score]")).toHaveText(score(CARDS.length));
});

test("mouse and Move to…: a wrong category gets its note, placements survive a reload", async ({ page }) => {
  const [first, second] = CARDS;
  if (!first || !second) throw new Error("the fixture needs two cards");
  const wrong = Object.keys(second.misconceptions)[0] ?? "";
  await page.goto(`/lessons/${SLUG}`);
  await wakeIsland(exercise(page));
  await mouseDrag(page, handle(page, first.id), zone(page, first.status));
  await expect(zone(page, first.status).locator(`[data-card="${first.id}"]`)).toBeVisible();
  await card(page, second.id)
    .getByRole("button", { name: /^Move to/ })
    .click();
  await card(page, second.id)
    .getByRole("button", { name: NAMES.label(wrong), exact: true })
    .click();
  await expect(zone(page, wrong).locator(`[data-card="${second.id}"]`)).toBeVisible();

  await page.reload();
  await wakeIsland(exercise(page));
  await expect(zone(page, first.status).locator(`[data-card="${first.id}"]`)).toBeVisible();
  await expect(zone(page, wrong).locator(`[data-card="${second.id}"]`)).toBeVisible();

  for (const rest of CARDS.slice(2)) {
    await card(page, rest.id)
      .getByRole("button", { name: /^Move to/ })
      .click();
    await card(page, rest.id)
      .getByRole("button", { name: NAMES.label(rest.status), exact: true })
      .click();
  }
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(exercise(page).locator("[data-score]")).toHaveText(score(CARDS.length - 1));
  const feedback = card(page, second.id).locator(".match-feedback");
  await expect(feedback).toContainText(`Not ${NAMES.label(wrong)}`);
  await expect(feedback).toContainText(second.misconceptions[wrong] ?? "");
});

for (const width of [1280, 360] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: the categories board at ${width} px, ${theme} theme, awake and after a check`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`/lessons/${SLUG}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await exercise(page).scrollIntoViewIfNeeded();
      await wakeIsland(exercise(page));
      await expectNoAxeViolations(page);
      for (const c of CARDS) {
        await card(page, c.id)
          .getByRole("button", { name: /^Move to/ })
          .click();
        await card(page, c.id)
          .getByRole("button", { name: NAMES.label(c.status), exact: true })
          .click();
      }
      await exercise(page).getByRole("button", { name: "Check answers" }).click();
      await expect(exercise(page).locator("[data-score]")).toHaveText(score(CARDS.length));
      await expectNoAxeViolations(page);
    });
  }
}
