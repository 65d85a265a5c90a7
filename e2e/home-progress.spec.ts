import { listLessonSlugs } from "@/lib/content/lesson-files";
import { attemptsKey } from "@/lib/exercises/checkpoint/attempts";
import { describeLessonProgress, readLessonProgress, UNREADABLE_PROGRESS_NOTE } from "@/lib/exercises/lesson-progress";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import { memoryStore } from "@/lib/progress/memory-store";
import { loadScenarios } from "@/lib/sandbox/scenarios";
import { SITE_NAME } from "@/lib/site";
import { answerAll, CP, openCheckpoint, submitForGrading } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, expectNoAxeViolations, LESSON_SLUG, test, useStoredTheme } from "./fixtures";
import { answerOf, CARD_IDS, CATEGORY_IDS, exercise, moveWithMenu, openMatch } from "./match-helpers";
import { progressBox, readStorage, seedStorage, storedProgress } from "./progress-helpers";

const TOTAL = CARD_IDS.length;

/** The state each seeded browser must show on the index, stored in the app's own shapes. */
const SEEDED = {
  "not started": {},
  "cards placed": { match: { placements: { [CARD_IDS[0] ?? ""]: "ok" as const }, attempts: 0, bestScore: null } },
  "match checked": { match: { placements: {}, attempts: 2, bestScore: TOTAL - 3 } },
  "checkpoint failed": { checkpoint: { attempts: 1, best: 50, last: 50, passed: false } },
  passed: {
    match: { placements: {}, attempts: 1, bestScore: TOTAL },
    checkpoint: { attempts: 2, best: 92, last: 92, passed: true },
  },
} satisfies Record<string, Parameters<typeof storedProgress>[1]>;

/** What the index must say for stored entries, computed by the app's rule from the same entries. */
function expectedText(entries: Record<string, string>) {
  return describeLessonProgress(readLessonProgress(memoryStore(entries), LESSON_SLUG, CARD_IDS, CATEGORY_IDS));
}

test("the index shows the progress a student really made: cards placed, match finished, checkpoint passed", async ({
  page,
}) => {
  test.setTimeout(120_000); // two whole journeys (a match and a checkpoint) in one test
  await openMatch(page);
  await moveWithMenu(page, CARD_IDS[0] ?? "", answerOf(CARD_IDS[0] ?? ""));
  await page.goto("/");
  const box = progressBox(page, LESSON_SLUG);
  await expect(box).toHaveAttribute("data-state", "in-progress");
  await expect(box).toContainText(`Match: 1 of ${TOTAL} cards placed`);
  await expect(box).toContainText("Checkpoint: not tried");

  await openMatch(page);
  for (const id of CARD_IDS.slice(1)) await moveWithMenu(page, id, answerOf(id));
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(exercise(page).locator("[data-score]")).toContainText(`Score: ${TOTAL} of ${TOTAL}.`);
  await page.goto("/");
  await expect(box).toContainText("Match: finished");
  await expect(box).toHaveAttribute("data-state", "in-progress");

  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await answerAll(page);
  await submitForGrading(page);
  // The score is stored when the result shows; leaving before that would race the save.
  await expect(page.locator(CP.resultTitle)).toHaveText(/^Passed: /);
  await page.goto("/");
  await expect(box).toHaveAttribute("data-state", "passed");
  const stored = await readStorage(page);
  const expected = expectedText(stored);
  expect(expected.label).toMatch(/^Passed, best score \d+%$/);
  await expect(box).toContainText(expected.label);
  await expect(box).toContainText("Match: finished · Checkpoint: passed");
  // The other lesson was never opened.
  await expect(progressBox(page, "deadlines-and-retries")).toHaveAttribute("data-state", "not-started");
});

for (const width of [1280, 360]) {
  test(`at ${width} px every state fills the space the server reserved, so nothing below moves`, async ({
    page,
    browser,
  }) => {
    // The box as the server sends it, before any script: its height is the reservation.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const staticPage = await noScript.newPage();
    await staticPage.goto("/");
    const reserved = (await progressBox(staticPage, LESSON_SLUG).boundingBox())?.height ?? 0;
    const headingTop = (await staticPage.getByRole("heading", { name: "What you will learn" }).first().boundingBox())
      ?.y;
    await noScript.close();
    expect(reserved).toBeGreaterThan(0);

    await page.setViewportSize({ width, height: 800 });
    for (const [name, parts] of Object.entries(SEEDED)) {
      const entries = storedProgress(LESSON_SLUG, parts);
      await page.goto("/");
      await page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, entries);
      await page.reload();
      const box = progressBox(page, LESSON_SLUG);
      const expected = expectedText(entries);
      await expect(box, name).toHaveAttribute("data-state", /.+/);
      await expect(box, name).toContainText(expected.label);
      if (expected.detail) await expect(box, name).toContainText(expected.detail);
      expect((await box.boundingBox())?.height, name).toBe(reserved);
      const top = (await page.getByRole("heading", { name: "What you will learn" }).first().boundingBox())?.y;
      expect(top, name).toBe(headingTop);
    }
  });
}

test("corrupt stored progress shows not started with a note, and stays stored as it was", async ({ page }) => {
  const corrupt = {
    [matchProgressKey(LESSON_SLUG)]: "{not json",
    [attemptsKey(LESSON_SLUG)]: '{"version":99,"data":{}}',
  };
  await seedStorage(page, corrupt);
  await page.goto("/");
  const box = progressBox(page, LESSON_SLUG);
  await expect(box).toHaveAttribute("data-state", "not-started");
  await expect(box).toContainText("Not started");
  await expect(box).toContainText(UNREADABLE_PROGRESS_NOTE);
  expect(await readStorage(page)).toMatchObject(corrupt);
});

test("the header links to the sandbox, reachable by keyboard, and marks the page it is on", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Site" });
  const sandboxLink = nav.getByRole("link", { name: "Sandbox" });
  await expect(sandboxLink).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("link", { name: SITE_NAME, exact: true })).toHaveAttribute("aria-current", "page");
  // Tab from the top: skip link, site name, then the sandbox link.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(sandboxLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sandbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sandbox" })).toBeVisible();
  await expect(sandboxLink).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: SITE_NAME, exact: true })).not.toHaveAttribute("aria-current");
});

test("the home page links to the sandbox", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "sandbox", exact: true }).click();
  // The pointer stays where the link was, which on /sandbox can be over the widget: that is
  // intent, and the woken sandbox writes its state into the address's query (a link to it).
  await expect(page).toHaveURL((url) => url.pathname === "/sandbox");
});

test("the sandbox lists scenarios under each lesson's title, each with its title and description, none twice", async ({
  page,
}) => {
  await page.goto("/sandbox");
  const section = page.getByRole("region", { name: "Scenarios to try" });
  const lessonHeadings = section.getByRole("heading", { level: 3 });
  await expect(lessonHeadings).toHaveText([/The error envelope/, /Deadlines and retries/]);
  await section.getByRole("link", { name: "Deadlines and retries" }).click();
  await expect(page).toHaveURL(/\/lessons\/deadlines-and-retries$/);
  await page.goBack();
  // Back is a client navigation: wait for the sandbox's address itself. The pointer left
  // where the link was can rest on the sandbox, which wakes on it and writes its state
  // into the query (a link to what is on screen), so only the path is compared.
  await expect(page).toHaveURL((url) => url.pathname === "/sandbox");
  const links = section.getByRole("listitem").getByRole("link");
  const listed = await section
    .locator("[data-scenario]")
    .evaluateAll((items) => items.map((li) => li.getAttribute("data-scenario")));
  const authored = new Set(listLessonSlugs().flatMap((slug) => loadScenarios(slug).map((scenario) => scenario.id)));
  expect(listed).toHaveLength(authored.size);
  expect(new Set(listed)).toEqual(authored);
  for (const link of await links.all()) {
    await expect(link.locator("span").first()).not.toBeEmpty();
    await expect(link.locator("span").nth(1)).not.toBeEmpty();
  }
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 360]) {
    test(`axe finds no violations on / (with progress) and /sandbox at ${width} px in the ${theme} theme`, async ({
      page,
    }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 800 });
      await seedStorage(page, {
        ...storedProgress(LESSON_SLUG, SEEDED.passed),
        [matchProgressKey("deadlines-and-retries")]: "{not json",
      });
      await page.goto("/");
      await expect(progressBox(page, LESSON_SLUG)).toHaveAttribute("data-state", "passed");
      await expectNoAxeViolations(page);
      await page.goto("/sandbox");
      await expect(
        page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Sandbox" }),
      ).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);
    });
  }
}
