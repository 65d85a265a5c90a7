import type { Page } from "@playwright/test";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { INSTRUCTOR_KEY } from "../playwright.config";
import {
  embedPaths,
  expect,
  expectNoAxeViolations,
  KATA_SLUG,
  LESSON_PATH,
  lessonPartPaths,
  test,
  useStoredTheme,
  wakeIsland,
} from "./fixtures";
import { editorContent, replaceCode, STARTER, WATCHDOG_WAIT_MS } from "./kata-helpers";

const slugs = listLessonSlugs();

/** Every route a reader, an instructor or a course site opens, with the lessons read from content/. */
const ROUTES = [
  "/",
  "/sandbox",
  ...lessonPartPaths(),
  ...embedPaths(),
  `/preview/${slugs[0]}?key=${INSTRUCTOR_KEY}`,
  "/lessons/no-such-lesson",
];

const WIDTHS = [1280, 360] as const;
const THEMES = ["light", "dark"] as const;

/**
 * Scans the page as it stands at each width in turn, resizing the same page in between.
 * NOTE: the layout answers the width through CSS alone (no component reads the viewport's
 * size), so a page resized to 360 px lays out as one opened at 360 px; loading, hydrating
 * and waking every widget once per width doubled the spec's time for the same scans.
 */
async function expectNoAxeViolationsAtEachWidth(page: Page) {
  for (const width of WIDTHS) {
    await test.step(`axe at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    });
  }
}

/**
 * Turns the open page to `theme` in place: the attribute on <html> that the theme control
 * (site pages) and the boot script (an embed's `?theme=`) set, and the colour scheme the
 * browser reports.
 * NOTE: both themes are CSS alone, read from html[data-theme] (no component reads the
 * theme), so a page turned dark in place is the page opened dark, except that the theme
 * control's checked option still says the theme the page was opened in; a page opened
 * dark is covered by e2e/theme.spec.ts (the stored choice) and e2e/embed.spec.ts.
 */
async function turnTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((value) => document.documentElement.setAttribute("data-theme", value), theme);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

for (const route of ROUTES) {
  test(`axe: no violations on ${route} at ${WIDTHS.join(" px and ")} px, in the ${THEMES.join(" and the ")} theme, with every widget awake`, async ({
    page,
    consoleErrors,
  }) => {
    const [first, ...others] = THEMES;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await useStoredTheme(page, first);
    await page.emulateMedia({ colorScheme: first });
    // An embed follows its host's theme, given in the address; the site keeps the reader's choice.
    await page.goto(route.startsWith("/embed/") ? `${route}?theme=${first}` : route);
    await expect(page.locator("html")).toHaveAttribute("data-theme", first);
    // The interaction every reader makes first: pointing at a widget swaps its
    // placeholder for the live widget, so the scan covers what a student then uses.
    for (const island of await page.locator("[data-lazy-island]").all()) await wakeIsland(island);
    await test.step(`${first} theme`, () => expectNoAxeViolationsAtEachWidth(page));
    for (const theme of others) {
      await turnTheme(page, theme);
      await test.step(`${theme} theme`, () => expectNoAxeViolationsAtEachWidth(page));
    }
    if (route === "/lessons/no-such-lesson") {
      // The browser logs the 404 document itself; nothing else may be logged.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
    }
  });
}

test(`axe: the kata at ${WIDTHS.join(" px and ")} px, in the ${THEMES.join(" and the ")} theme, after a failed check with its counterexample, its hint ladder climbed, the API panel open and a reset awaiting confirmation`, async ({
  page,
}) => {
  const [first, ...others] = THEMES;
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.emulateMedia({ colorScheme: first });
  await page.goto(`/embed/${KATA_SLUG}/kata?theme=${first}`);
  await expect(page.locator("html")).toHaveAttribute("data-theme", first);
  await wakeIsland(page.locator("[data-kata]"));
  await editorContent(page).focus();
  // The starter, edited: it fails, so the results show rules, links and a counterexample.
  await replaceCode(page, `${STARTER}// edited\n`);
  await page.locator(`#${KATA_IDS.check}`).click();
  await expect(page.locator(".kata-result [data-counterexample]")).toBeVisible({ timeout: WATCHDOG_WAIT_MS });
  // The hint ladder at its top step and the API panel open: every part the student can reveal.
  for (const step of [2, 3]) {
    await page.locator(`#${KATA_IDS.moreHelp}`).click();
    await expect(page.locator(`[data-hint-step="${step}"]`)).toBeVisible();
  }
  await page.locator(`#${KATA_IDS.api} summary`).click();
  await expect(page.locator(`#${KATA_IDS.api} [data-api-entry]`).first()).toBeVisible();
  await page.locator(`#${KATA_IDS.reset}`).click();
  await expect(page.locator(`#${KATA_IDS.keepCode}`)).toBeFocused();
  await test.step(`${first} theme`, () => expectNoAxeViolationsAtEachWidth(page));
  for (const theme of others) {
    await turnTheme(page, theme);
    await test.step(`${theme} theme`, () => expectNoAxeViolationsAtEachWidth(page));
  }
  // Resizing and turning the theme must not have dropped the confirmation the scans were meant to cover.
  await expect(page.locator(`#${KATA_IDS.keepCode}`)).toBeFocused();
});

test("on a 360 px phone, every lesson table scrolls in a named region that takes keyboard focus", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LESSON_PATH);
  const regions = page.locator(".prose-lesson section.table-scroll");
  await expect(regions.first()).toBeVisible();
  for (const region of await regions.all()) {
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleName(/^Table: /);
  }
  await expectNoAxeViolations(page);
});
