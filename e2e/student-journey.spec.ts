import type { Page } from "@playwright/test";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { answerAll, CP, resultTitle, submitForGrading, TOTAL, waitForGrader } from "./checkpoint-support";
import {
  CHECKPOINT_LESSON_PATH,
  expect,
  KATA_LESSON_PATH,
  LESSON_SLUG,
  lessonPartPaths,
  MATCH_LESSON_PATH,
  test,
  wakeIsland,
} from "./fixtures";
import { applyFix, KATA_FIXES } from "./kata-fixes";
import { editorContent, replaceCode, STARTER, storedDraft } from "./kata-helpers";
import { answerOf, CARD_IDS, card, exercise, moveWithMenu, zone } from "./match-helpers";

// The scripted student of issue 36: from the home page through every part of the first
// lesson, each exercise done the way a student does it, a reload after every step, and
// the course map and the work checked after each reload.
const PARTS = lessonPartPaths().filter((p) => p.split("/")[2] === LESSON_SLUG);
const REFERENCE = KATA_FIXES.reduce(applyFix, STARTER);

const map = (page: Page) => page.locator(`[data-course-map="${LESSON_SLUG}"]`);
const activity = (page: Page, name: string) => map(page).locator(`[data-activity="${name}"]`);

/** Reloads and waits for the map to read storage again. */
async function reload(page: Page) {
  await page.reload();
  await expect(map(page)).toHaveAttribute("data-ready", "true");
}

/** The map's "Continue" link, which must lead to `path`. */
async function continueTo(page: Page, path: string) {
  const next = map(page).locator("[data-course-next]");
  await expect(next).toHaveAttribute("href", path);
  await next.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(map(page)).toHaveAttribute("data-ready", "true");
}

async function doMatch(page: Page) {
  await exercise(page).scrollIntoViewIfNeeded();
  await wakeIsland(exercise(page));
  for (const id of CARD_IDS) await moveWithMenu(page, id, answerOf(id));
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(activity(page, "match")).toHaveAttribute("data-state", "passed");
  await reload(page);
  await expect(activity(page, "match")).toHaveAttribute("data-state", "passed");
  // The board kept every card where the student put it.
  for (const id of CARD_IDS) await expect(zone(page, answerOf(id)).locator(`[data-card="${id}"]`)).toHaveCount(1);
  await expect(card(page, CARD_IDS[0] ?? "")).toBeVisible();
}

async function doKata(page: Page) {
  const kata = page.locator("[data-kata]");
  await kata.scrollIntoViewIfNeeded();
  await wakeIsland(kata);
  await editorContent(page).focus();
  await replaceCode(page, REFERENCE);
  // The server's grade can queue behind other gradings on a busy machine: wait for its answer
  // itself (bounded by the test's timeout), not for a fixed time.
  const graded = page.waitForResponse((r) => r.request().method() === "POST" && /\/kata$/.test(r.url()), {
    timeout: 0,
  });
  await page.locator(`#${KATA_IDS.submit}`).click();
  expect((await graded).status()).toBe(200);
  await expect(page.locator(".kata-result")).toHaveAttribute("data-graded", "true");
  await expect(activity(page, "kata")).toHaveAttribute("data-state", "passed");
  await reload(page);
  await expect(activity(page, "kata")).toHaveAttribute("data-state", "passed");
  await wakeIsland(kata);
  expect(await storedDraft(page)).toBe(REFERENCE);
}

async function doCheckpoint(page: Page) {
  await waitForGrader(page);
  const root = page.locator("[data-checkpoint]");
  await root.scrollIntoViewIfNeeded();
  await wakeIsland(root);
  await answerAll(page);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  await reload(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  await expect(activity(page, "checkpoint")).toHaveAttribute("data-state", "passed");
}

for (const width of [1280, 360]) {
  test(`at ${width} px a student goes from the home page through every part to a passed kata and checkpoint, losing nothing on reload`, async ({
    page,
  }) => {
    test.setTimeout(300_000); // a whole lesson: a match, a kata graded on the server and a checkpoint
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await expect(map(page)).toHaveAttribute("data-ready", "true");
    await expect(map(page).locator("[data-course-next]")).toHaveText(/^Start: /);
    await continueTo(page, PARTS[0] ?? "?");

    for (const [index, path] of PARTS.entries()) {
      if (index > 0) await continueTo(page, path);
      await reload(page);
      if (path === MATCH_LESSON_PATH) await doMatch(page);
      if (path === KATA_LESSON_PATH) await doKata(page);
      if (path === CHECKPOINT_LESSON_PATH) await doCheckpoint(page);
      // Opened and every exercise on it passed: the part is done, and stays done after a reload.
      await reload(page);
      await expect(map(page).locator(`li[data-part]`).nth(index)).toHaveAttribute("data-state", "done");
    }

    await page.goto("/");
    await expect(map(page)).toHaveAttribute("data-ready", "true");
    await expect(map(page).locator("[data-course-next]")).toHaveText(/^Lesson complete/);
    await expect(map(page).locator("[data-course-summary]")).toHaveText(
      `${PARTS.length} of ${PARTS.length} parts done · 3 of 3 graded exercises passed`,
    );
  });
}
