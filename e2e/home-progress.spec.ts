import type { Page } from "@playwright/test";
import { outlineParts } from "@/lib/content/exercise-lesson";
import { listLessonSlugs, readLessonSource } from "@/lib/content/lesson-files";
import { listLessons } from "@/lib/content/lessons";
import { attemptsKey } from "@/lib/exercises/checkpoint/attempts";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import { UNREADABLE_WORK_NOTE } from "@/lib/progress/unreadable-work-note";
import { loadScenarios } from "@/lib/sandbox/scenarios";
import { SITE_NAME } from "@/lib/site";
import { answerAll, CP, openCheckpoint, TOTAL as QUESTIONS, resultTitle, submitForGrading } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, expectNoAxeViolations, LESSON_SLUG, test, useStoredTheme } from "./fixtures";
import { answerOf, CARD_IDS, exercise, moveWithMenu, openMatch } from "./match-helpers";
import { courseMap, readStorage, seedStorage, storedProgress } from "./progress-helpers";

const TOTAL = CARD_IDS.length;
const source = readLessonSource(LESSON_SLUG);
/** The lesson's parts as the course record names them. */
const PART_IDS = source.ok ? (outlineParts(source.value)?.parts.map((part) => part.id) ?? []) : [];

/** The map's line for one exercise, opened from its fold as a student would. */
async function activityLine(page: Page, slug: string, activity: string) {
  const map = courseMap(page, slug);
  await expect(map).toHaveAttribute("data-ready", "true");
  const fold = map.locator("details");
  if (!(await fold.evaluate((el) => (el as HTMLDetailsElement).open))) await fold.locator("summary").click();
  return map.locator(`[data-activity="${activity}"]`);
}

/** What each seeded browser must show on the index, stored in the app's own shapes. */
const SEEDED = {
  "not started": { parts: {}, lines: { match: "Matching exercise: not started" } },
  "cards placed": {
    parts: { match: { placements: { [CARD_IDS[0] ?? ""]: "ok" as const }, attempts: 0, bestScore: null } },
    lines: { match: "Matching exercise: in progress (1 card placed)", checkpoint: "Checkpoint: not started" },
  },
  "match checked": {
    parts: { match: { placements: {}, attempts: 2, bestScore: TOTAL - 3 } },
    lines: { match: `Matching exercise: in progress (best ${TOTAL - 3} right)` },
  },
  "checkpoint failed": {
    parts: { checkpoint: { attempts: 1, best: 50, last: 50, passed: false } },
    lines: { checkpoint: "Checkpoint: in progress (best 50%)" },
  },
  // A pass the checkpoint kept in its own record before the map recorded verdicts.
  "checkpoint passed before the map": {
    parts: { checkpoint: { attempts: 2, best: 92, last: 92, passed: true } },
    lines: { checkpoint: "Checkpoint: passed (best 92%)" },
  },
  complete: {
    parts: {
      course: {
        opened: PART_IDS,
        verdicts: Object.fromEntries(
          ["match", "kata", "checkpoint"].map((a) => [a, { score: 4, max: 4, best: 4, passed: true }]),
        ),
      },
    },
    lines: { kata: "Kata: passed (last 4 of 4, best 4)" },
    next: "Lesson complete.",
  },
} satisfies Record<
  string,
  { parts: Parameters<typeof storedProgress>[1]; lines: Record<string, string>; next?: string }
>;

test("the index's course map shows the progress a student really made: cards placed, match passed, checkpoint passed", async ({
  page,
}) => {
  test.setTimeout(120_000); // two whole journeys (a match and a checkpoint) in one test
  await openMatch(page);
  await moveWithMenu(page, CARD_IDS[0] ?? "", answerOf(CARD_IDS[0] ?? ""));
  await page.goto("/");
  const match = await activityLine(page, LESSON_SLUG, "match");
  await expect(match).toHaveAttribute("data-state", "in-progress");
  await expect(match).toHaveText("Matching exercise: in progress (1 card placed)");
  await expect(await activityLine(page, LESSON_SLUG, "checkpoint")).toHaveText("Checkpoint: not started");

  await openMatch(page);
  for (const id of CARD_IDS.slice(1)) await moveWithMenu(page, id, answerOf(id));
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(exercise(page).locator("[data-score]")).toContainText(`Score: ${TOTAL} of ${TOTAL}.`);
  await page.goto("/");
  await expect(await activityLine(page, LESSON_SLUG, "match")).toHaveText(
    `Matching exercise: passed (last ${TOTAL} of ${TOTAL}, best ${TOTAL})`,
  );
  await expect(courseMap(page, LESSON_SLUG).locator("[data-course-summary]")).toContainText(
    "1 of 3 graded exercises passed",
  );

  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await answerAll(page);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(QUESTIONS));
  await page.goto("/");
  const checkpoint = await activityLine(page, LESSON_SLUG, "checkpoint");
  await expect(checkpoint).toHaveAttribute("data-state", "passed");
  await expect(checkpoint).toHaveText(`Checkpoint: passed (last ${QUESTIONS} of ${QUESTIONS}, best ${QUESTIONS})`);
  await expect(courseMap(page, LESSON_SLUG).locator("[data-course-summary]")).toContainText(
    "2 of 3 graded exercises passed",
  );
  // The other lesson was never opened.
  await expect(courseMap(page, "deadlines-and-retries").locator("[data-course-next]")).toHaveText(/^Start: /);
  await expect(
    courseMap(page, "deadlines-and-retries").locator("li[data-state]:not([data-state='not-started'])"),
  ).toHaveCount(0);
});

for (const width of [1280, 360]) {
  test(`at ${width} px every state fills the box the server drew, so nothing below moves`, async ({
    page,
    browser,
  }) => {
    // The map as the server sends it, before any script: its height is the reservation.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const staticPage = await noScript.newPage();
    await staticPage.goto("/");
    const reserved = (await courseMap(staticPage, LESSON_SLUG).boundingBox())?.height ?? 0;
    const headingTop = (await staticPage.getByRole("heading", { name: "What you will learn" }).first().boundingBox())
      ?.y;
    await noScript.close();
    expect(reserved).toBeGreaterThan(0);

    await page.setViewportSize({ width, height: 800 });
    // The browser's own measure too: the layout shifts it reports while the maps fill in.
    await page.addInitScript(() => {
      let total = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) total += entry.value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: "layout-shift", buffered: true });
      // The observer's callback is a task of its own that may come after the read:
      // takeRecords hands over what is still queued, so nothing reported is missed.
      (window as unknown as { shifts: () => number }).shifts = () => {
        add(observer.takeRecords());
        return total;
      };
    });
    for (const [name, seeded] of Object.entries(SEEDED)) {
      const { parts, lines } = seeded;
      const entries = storedProgress(LESSON_SLUG, parts);
      await page.goto("/");
      await page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, entries);
      await page.reload();
      const map = courseMap(page, LESSON_SLUG);
      await expect(map, name).toHaveAttribute("data-ready", "true");
      for (const [activity, line] of Object.entries(lines))
        await expect(map.locator(`[data-activity="${activity}"]`), name).toHaveText(line);
      if ("next" in seeded) await expect(map.locator("[data-course-next]"), name).toHaveText(seeded.next);
      expect((await map.boundingBox())?.height, name).toBe(reserved);
      const top = (await page.getByRole("heading", { name: "What you will learn" }).first().boundingBox())?.y;
      expect(top, name).toBe(headingTop);
      // A shift is reported when a frame is drawn: let two frames pass, then read the total.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { shifts: () => number }).shifts()), name).toBeLessThan(
        0.01,
      );
    }
  });
}

test("a record the map cannot believe reads as not started with a note, and stays stored as it was", async ({
  page,
}) => {
  const corrupt = {
    [matchProgressKey(LESSON_SLUG)]: "{not json",
    [attemptsKey(LESSON_SLUG)]: '{"version":99,"data":{}}',
  };
  await seedStorage(page, corrupt);
  await page.goto("/");
  for (const [activity, label] of [
    ["match", "Matching exercise"],
    ["checkpoint", "Checkpoint"],
  ]) {
    const line = await activityLine(page, LESSON_SLUG, activity ?? "");
    await expect(line).toHaveAttribute("data-state", "not-started");
    await expect(line).toHaveText(`${label}: not started (${UNREADABLE_WORK_NOTE})`);
  }
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
  // One heading per lesson that has scenarios, in the course's order.
  const withScenarios = listLessons().filter((lesson) => loadScenarios(lesson.slug).length > 0);
  expect(withScenarios.length).toBeGreaterThan(1);
  await expect(lessonHeadings).toHaveCount(withScenarios.length);
  await expect(lessonHeadings).toContainText(withScenarios.map((lesson) => lesson.frontMatter.title));
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
    test(`axe finds no violations on / (with progress, its maps unfolded) and /sandbox at ${width} px in the ${theme} theme`, async ({
      page,
    }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 800 });
      await seedStorage(page, {
        ...storedProgress(LESSON_SLUG, SEEDED["checkpoint passed before the map"].parts),
        ...storedProgress(LESSON_SLUG, SEEDED["cards placed"].parts),
        [matchProgressKey("deadlines-and-retries")]: "{not json",
      });
      await page.goto("/");
      // Every map unfolded, so the scan covers each exercise's line and the unreadable note.
      await expect(await activityLine(page, LESSON_SLUG, "checkpoint")).toHaveAttribute("data-state", "passed");
      await expect(await activityLine(page, "deadlines-and-retries", "match")).toContainText(UNREADABLE_WORK_NOTE);
      await expectNoAxeViolations(page);
      await page.goto("/sandbox");
      await expect(
        page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Sandbox" }),
      ).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);
    });
  }
}
