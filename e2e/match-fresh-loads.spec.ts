import type { Page } from "@playwright/test";
import { expect, MATCH_LESSON_PATH, test } from "./fixtures";
import { carryAndDrop, type Drag, fingerDrag, firstCardAnd, pressAndPull, zone } from "./match-helpers";
import { throttleCpu } from "./page-helpers";

/*
 * Issue 36: the first drag on a fresh page, as a student makes it, many times over. Untraced
 * (a file of its own, as Playwright sets tracing per worker): recording twenty loads cost more
 * than the loads; a failure still names its load.
 */
test.use({ trace: "off" });

const FRESH_LOADS = 20;

/**
 * Opens the match `FRESH_LOADS` times at 4x CPU, each a new page with nothing saved, and
 * drags the first card onto `ok` at once with `drag`; every drag must land. Reports how
 * many presses landed on the placeholder (the rest found the board already live, its code
 * fetched ahead when the page was scrolled to the card).
 */
async function dragOnFreshLoads(page: Page, drag: (drag: Drag) => Promise<void>): Promise<void> {
  await throttleCpu(page);
  await page.addInitScript(() => {
    // Saved placements would bring the board in at once: every load is a first visit.
    if (location.protocol.startsWith("http")) localStorage.clear();
    addEventListener(
      "pointerdown",
      (event) => {
        const island = event.target instanceof Element ? event.target.closest("[data-lazy-island]") : null;
        document.documentElement.dataset.pressedOn = island?.getAttribute("data-island") ?? "";
      },
      { capture: true },
    );
  });
  let onPlaceholder = 0;
  for (let load = 1; load <= FRESH_LOADS; load++) {
    // Not until `load`: the drag starts as soon as the page can hear it, as a student's would.
    await page.goto(MATCH_LESSON_PATH, { waitUntil: "commit" });
    await expect(page.locator("[data-match-exercise][data-island]")).toBeAttached();
    const where = await firstCardAnd(page, "ok");
    await drag(where);
    await expect(zone(page, "ok").locator(`[data-card="${where.id}"]`), `load ${load}`).toBeVisible();
    if ((await page.locator("html").getAttribute("data-pressed-on")) === "placeholder") onPlaceholder++;
  }
  // Reported, not asserted: how often the press beats the board depends on the machine. The
  // hand-over itself is proven with the code held back (island-first-input.spec.ts).
  test
    .info()
    .annotations.push({ type: "presses on the placeholder", description: `${onPlaceholder} of ${FRESH_LOADS}` });
  console.log(`presses on the placeholder: ${onPlaceholder} of ${FRESH_LOADS}`);
}

test(`the first mouse drag lands on ${FRESH_LOADS} of ${FRESH_LOADS} fresh loads at 4x CPU`, async ({ page }) => {
  test.setTimeout(300_000);
  await dragOnFreshLoads(page, async (drag) => {
    // Not resting on the exercise: a pointer over it at hydration would bring the board in at once.
    await page.mouse.move(0, 0);
    await pressAndPull(page, drag);
    await carryAndDrop(page, drag);
  });
});

test.describe("on a touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test(`the first finger drag lands on ${FRESH_LOADS} of ${FRESH_LOADS} fresh loads at 4x CPU`, async ({ page }) => {
    test.setTimeout(300_000);
    await dragOnFreshLoads(page, (drag) => fingerDrag(page, drag));
  });
});
