import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { CATEGORY_WORDING, placeNames } from "@/lib/exercises/match/categories";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { POOL_ZONE_ID } from "@/lib/exercises/match/statuses";
import { INSTRUCTOR_KEY } from "../../playwright.config";
import { FIXTURE_LESSONS_DIR } from "../../playwright.fixtures.config";
import { expect, expectNoAxeViolations, test, wakeIsland } from "../fixtures";
import { exercise, moveWithMenu } from "../match-helpers";

// A lesson's own categories, end to end: stored for a class's learners like any match, and
// read back by the dashboard's confusion table under the categories' labels.
test.describe.configure({ mode: "serial" });

const SLUG = "sorting-retries";
const MATCH = loadMatchExercise(SLUG, path.join(process.cwd(), FIXTURE_LESSONS_DIR));
if (!MATCH) throw new Error(`${FIXTURE_LESSONS_DIR}/${SLUG} has no match.yaml`);
const CARDS = MATCH.cards;
const NAMES = placeNames(MATCH.categories, CATEGORY_WORDING);
const FIRST = MATCH.categories[0]?.id ?? "";

/** A learner in a browser of their own joins the class and places every card where `placeOf` says, then checks. */
async function learnerPlaces(browser: Browser, code: string, name: string, placeOf: (status: string) => string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/join");
  await page.getByLabel("Class code").fill(code);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join the class" }).click();
  await expect(page.getByRole("heading", { name: /^You are in the class / })).toBeVisible();
  await page.goto(`/lessons/${SLUG}`);
  await expect(page.locator("[data-class-notice]")).toContainText(`as ${name}`);
  await wakeIsland(exercise(page));
  for (const c of CARDS) {
    const to = placeOf(c.status);
    await moveWithMenu(page, c.id, to, NAMES.label(to));
  }
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(exercise(page).locator("[data-score]")).toBeVisible();
  await context.close();
}

async function makeClass(page: Page, title: string) {
  await page.goto(`/instructor?key=${INSTRUCTOR_KEY}`);
  await page.getByLabel("Name of the new class").fill(title);
  await page.getByRole("button", { name: "Make a class" }).click();
  await expect(page).toHaveURL(/\/instructor\?class=[A-Z0-9]{10}$/);
  const heading = await page.getByRole("heading", { name: /^Class code:/ }).textContent();
  return /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec(heading ?? "")?.[0] ?? "";
}

test("a class's answers on a lesson's own categories fill the dashboard's confusion table under the categories' labels", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const code = await makeClass(page, "Sorting retries class");
  expect(code).not.toBe("");
  // One learner right on every card; one who puts every card on the first category.
  await learnerPlaces(browser, code, "Right Rae", (status) => status);
  await learnerPlaces(browser, code, "First Fay", () => FIRST);

  await page.reload();
  const table = page.locator(`[data-table="${SLUG}-match-cards"]`);
  await expect(table.locator("thead th")).toHaveText([
    "Card",
    "Right category",
    ...MATCH.categories.map((category) => category.label),
    POOL_ZONE_ID,
    "Placed right",
  ]);
  for (const c of CARDS) {
    // Two attempts: Rae's on the card's own category, Fay's on the first one.
    const counts = MATCH.categories.map(({ id }) => String((id === c.status ? 1 : 0) + (id === FIRST ? 1 : 0)));
    await expect(table.locator("tbody tr", { hasText: c.text }).locator("th, td")).toHaveText([
      c.text,
      NAMES.label(c.status),
      ...counts,
      "0",
      c.status === FIRST ? "100%" : "50%",
    ]);
  }
  await expect(page.getByText(/stored by an older version/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
