import { STORAGE_BLOCKED_NOTICE } from "@/lib/progress/versioned-store";
import { answerAll, CP, openCheckpoint, resultTitle, submitForGrading, TOTAL } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, test } from "./fixtures";
import { answerOf, exercise, moveWithMenu, openMatch, zone } from "./match-helpers";

/*
 * A browser that refuses storage (cookies and site data blocked, some sandboxed frames):
 * even reading window.localStorage throws. The widgets that keep progress must still wake
 * (the match reads its progress as its state starts, the checkpoint says it is ready only
 * once it has read storage), work for this visit, and say that nothing is kept.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
});

test("with storage blocked the match board wakes, places cards, and says progress is not kept", async ({ page }) => {
  await openMatch(page);
  await moveWithMenu(page, "pool-wait", answerOf("pool-wait"));
  await expect(zone(page, answerOf("pool-wait")).locator('[data-card="pool-wait"]')).toBeVisible();
  // It says so when it tries to keep the move, not before.
  await expect(exercise(page).getByRole("alert")).toContainText(STORAGE_BLOCKED_NOTICE);
});

test("with storage blocked the checkpoint wakes, grades, and says the score was not kept", async ({ page }) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  const root = await openCheckpoint(page);
  await answerAll(page);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  // It says so when it tries to keep the result, not before.
  await expect(root).toContainText(STORAGE_BLOCKED_NOTICE);
});
