import type { Page } from "@playwright/test";
import { lessonPath } from "@/lib/content/lesson-parts";
import { answerAll, CP, openCheckpoint, resultTitle, submitForGrading, TOTAL } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, LESSON_SLUG, lessonPartPaths, test } from "./fixtures";

const PARTS = lessonPartPaths().filter(
  (path) => path === lessonPath(LESSON_SLUG) || path.startsWith(`${lessonPath(LESSON_SLUG)}/`),
);

// The same selector finds the lesson's map on the home page and on its own pages.
const courseMap = (page: Page) => page.locator(`[data-course-map="${LESSON_SLUG}"]`);

for (const width of [1280, 360]) {
  test(`at ${width} px the course map starts a new student at part 1, continues where they stopped and shows the server's grade after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const map = courseMap(page);
    await expect(map).toHaveAttribute("data-ready", "true");
    const next = map.locator("[data-course-next]");
    await expect(next).toHaveText(/^Start: /);
    await expect(next).toHaveAttribute("href", PARTS[0] ?? "?");
    await expect(map.locator("[data-course-summary]")).toHaveText(
      `0 of ${PARTS.length} parts done · 0 of 3 graded exercises passed`,
    );

    // Opening the first part (it holds no exercise) makes it done; the next part is the one to continue.
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname === PARTS[0]);
    await expect(courseMap(page)).toHaveAttribute("data-ready", "true");
    await expect(courseMap(page).locator("li[data-part]").first()).toHaveAttribute("data-state", "done");
    await page.goto("/");
    await expect(courseMap(page).locator("[data-course-next]")).toHaveText(/^Continue: /);
    await expect(courseMap(page).locator("[data-course-next]")).toHaveAttribute("href", PARTS[1] ?? "?");

    // A checkpoint graded by the server shows on the map of its page at once, and after a reload.
    await page.goto(CHECKPOINT_LESSON_PATH);
    await openCheckpoint(page);
    await answerAll(page);
    await submitForGrading(page);
    await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
    const checkpoint = courseMap(page).locator('[data-activity="checkpoint"]');
    await expect(checkpoint).toHaveAttribute("data-state", "passed");
    await expect(checkpoint).toHaveText(`Checkpoint: passed (last ${TOTAL} of ${TOTAL}, best ${TOTAL})`);
    await page.reload();
    await expect(courseMap(page)).toHaveAttribute("data-ready", "true");
    await expect(checkpoint).toHaveAttribute("data-state", "passed");
    await page.goto("/");
    await expect(courseMap(page)).toHaveAttribute("data-ready", "true");
    await expect(courseMap(page).locator("[data-course-summary]")).toContainText("1 of 3 graded exercises passed");
  });
}

test("a stored record that does not add up (a score above its maximum) is read as nothing", async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 1,
        data: { opened: [], verdicts: { kata: { score: 9, max: 6, best: 9, passed: true } } },
      }),
    );
  }, `envelope-lab:course:${LESSON_SLUG}`);
  await page.goto("/");
  await expect(courseMap(page)).toHaveAttribute("data-ready", "true");
  await expect(courseMap(page).locator("[data-course-summary]")).toContainText("0 of 3 graded exercises passed");
});
