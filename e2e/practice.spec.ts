import type { Page } from "@playwright/test";
import { MASTERY_STREAK } from "@/lib/practice/mastery-words";
import { expect, expectNoAxeViolations, LESSON_SLUG, lessonPathOf, test } from "./fixtures";
import { tabTo } from "./page-helpers";
import { choiceSelector, nextDraw, practiceExecutor } from "./practice-helpers";

/**
 * A student practises one concept of the first lesson to mastery, by keyboard and by touch.
 * The test never reads a key from the app: each drawn item is keyed again by the
 * independent oracle (lib/practice/test-support.ts) from what the browser was sent.
 */
const PRACTICE_PATH = lessonPathOf("Practice");
test.afterAll(() => practiceExecutor.close());

const widget = (page: Page) => page.locator(`[data-practice="${LESSON_SLUG}"]`);
const conceptButton = (concept: string) => `#practice-concept-${concept}`;

const choiceIds = (page: Page) =>
  widget(page)
    .locator("input[name=practice-answer]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Picks `choice` with the keyboard alone (Tab into the group, arrows), then Check with Enter. */
async function answerByKeyboard(page: Page, choice: string) {
  const ids = await choiceIds(page);
  expect(ids).toContain(choice);
  await tabTo(page, `input[name=practice-answer][value="${ids[0]}"]`);
  const index = ids.indexOf(choice);
  if (index === 0) await page.keyboard.press("Space");
  for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
  await expect(widget(page).locator("input[name=practice-answer]:checked")).toHaveValue(choice);
  await tabTo(page, "#practice-check");
  await page.keyboard.press("Enter");
}

async function answerByTouch(page: Page, choice: string) {
  await widget(page).locator(choiceSelector(choice)).tap();
  await expect(widget(page).locator("input[name=practice-answer]:checked")).toHaveValue(choice);
  await widget(page).locator("#practice-check").tap();
}

const feedback = (page: Page) => page.locator("#practice-feedback-title");
const concept = (page: Page, id: string) => widget(page).locator(`li[data-concept="${id}"]`);

/** Axe on the widget and the course map, in both themes, at 1280 and 360 px. */
async function scanBothThemesAndWidths(page: Page) {
  for (const theme of ["Light", "Dark"]) {
    // The radio is visually hidden under its label: a reader clicks the label.
    await page.getByText(theme, { exact: true }).click();
    await expect(page.getByRole("radio", { name: theme, exact: true })).toBeChecked();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, "[data-practice]");
      await expectNoAxeViolations(page, "[data-course-map]");
    }
  }
}

async function expectMasteredOnCourseMap(page: Page, conceptId: string) {
  await page.goto("/");
  const entry = page.locator(`[data-course-map="${LESSON_SLUG}"] li[data-concept="${conceptId}"]`);
  await expect(page.locator(`[data-course-map="${LESSON_SLUG}"]`)).toHaveAttribute("data-ready", "true");
  await expect(entry).toHaveAttribute("data-mastery", "mastered");
  await expect(entry).toContainText("mastered");
}

test("keyboard only: a student masters a concept with five right in a row, and the course map says so, in another open tab too", async ({
  page,
  context,
}) => {
  // The home page's course map, open in another tab all along.
  const home = await context.newPage();
  await home.goto("/");
  const homeEntry = home.locator(`[data-course-map="${LESSON_SLUG}"] li[data-concept="status"]`);
  await expect(home.locator(`[data-course-map="${LESSON_SLUG}"]`)).toHaveAttribute("data-ready", "true");
  await expect(homeEntry).not.toHaveAttribute("data-mastery", "mastered");
  await page.goto(PRACTICE_PATH);
  // The first press lands on the static placeholder; the island replays it on the widget.
  await tabTo(page, conceptButton("status"));
  let drawn = nextDraw(page);
  await page.keyboard.press("Enter");
  for (let answered = 1; answered <= MASTERY_STREAK; answered++) {
    const { key } = await drawn;
    await expect(page.locator("#practice-prompt")).toBeFocused();
    await answerByKeyboard(page, key);
    await expect(feedback(page)).toBeFocused();
    await expect(feedback(page)).toHaveText("Right");
    const words = answered < MASTERY_STREAK ? `${answered} of ${MASTERY_STREAK} right in a row` : "mastered";
    await expect(concept(page, "status")).toContainText(words);
    await expect(page.locator("[data-practice-announcer]")).toContainText(words);
    if (answered === MASTERY_STREAK) break;
    drawn = nextDraw(page);
    await tabTo(page, "#practice-next");
    await page.keyboard.press("Enter");
  }
  await expect(concept(page, "status")).toHaveAttribute("data-mastery", "mastered");
  await expect(homeEntry).toHaveAttribute("data-mastery", "mastered");
  await scanBothThemesAndWidths(page);
  await expectMasteredOnCourseMap(page, "status");
});

test.describe("on a 360 px touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test("a student masters a concept by tapping, and the course map says so", async ({ page }) => {
    await page.goto(PRACTICE_PATH);
    await widget(page).scrollIntoViewIfNeeded();
    let drawn = nextDraw(page);
    await page.locator(conceptButton("step")).tap();
    for (let answered = 1; answered <= MASTERY_STREAK; answered++) {
      const { key } = await drawn;
      await answerByTouch(page, key);
      await expect(feedback(page)).toHaveText("Right");
      await expect(feedback(page)).toBeFocused();
      if (answered === MASTERY_STREAK) break;
      drawn = nextDraw(page);
      await page.locator("#practice-next").tap();
      await expect(page.locator("#practice-prompt")).toBeFocused();
    }
    await expect(concept(page, "step")).toHaveAttribute("data-mastery", "mastered");
    await expect(concept(page, "step")).toContainText("mastered");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await scanBothThemesAndWidths(page);
    await expectMasteredOnCourseMap(page, "step");
  });
});

test("a wrong answer resets the streak and shows the right answer and the step that decided it; a failed check keeps the choice", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(PRACTICE_PATH);
  let drawn = nextDraw(page);
  await page.locator(conceptButton("step")).click();
  const first = await drawn;
  await answerByKeyboard(page, first.key);
  await expect(concept(page, "step")).toContainText(`1 of ${MASTERY_STREAK} right in a row`);

  drawn = nextDraw(page);
  await page.locator("#practice-next").click();
  const { item, key } = await drawn;
  const wrong = item.choices.find((choice) => choice.id !== key)?.id ?? "";
  // The first check fails on the way: the student sees why, and the chosen answer stays.
  await page.route(
    "**/practice",
    (route) =>
      route.request().postDataJSON()?.op === "answer"
        ? route.fulfill({ status: 503, json: { error: { message: "the grader is restarting" } } })
        : route.fallback(),
    { times: 1 },
  );
  await answerByKeyboard(page, wrong);
  await expect(widget(page).getByRole("alert")).toContainText("the grader is restarting");
  await expect(widget(page).locator("input[name=practice-answer]:checked")).toHaveValue(wrong);
  // The browser logs the refused request; that one is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 503")));

  await page.locator("#practice-check").click();
  await expect(feedback(page)).toHaveText("Not right");
  await expect(feedback(page)).toBeFocused();
  const keyText = item.choices.find((choice) => choice.id === key)?.text ?? "";
  await expect(widget(page).locator("[data-key-text]")).toContainText(keyText);
  // For the step concept the key is the deciding step: it is marked in words, not by colour alone.
  const decided = widget(page).locator("li[data-step][aria-current=step]");
  await expect(decided).toHaveAttribute("data-step", key);
  await expect(decided).toContainText("(decided here)");
  await expect(concept(page, "step")).toContainText(`0 of ${MASTERY_STREAK} right in a row`);
});
