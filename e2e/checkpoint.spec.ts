import { attemptsKey } from "@/lib/exercises/checkpoint/attempts";
import { checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import {
  answerAll,
  answerQuestion,
  CHECKPOINT,
  CP,
  openCheckpoint,
  resultTitle,
  rightAnswer,
  submitForGrading,
  TOTAL,
  wrongAnswer,
} from "./checkpoint-support";
import {
  CHECKPOINT_LESSON_PATH,
  expect,
  expectNoAxeViolations,
  LESSON_SLUG,
  lessonSectionHref,
  test,
  useStoredTheme,
} from "./fixtures";

const KEY = attemptsKey(LESSON_SLUG);
/** Authored questions a failing student misses (every drawn one right): enough to fall below the mark. */
const FAILING = ["misspelt-tool", "timeout-fields", "three-readers", "five-steps", "bug-in-tool"];

test("every question is on the page, with build-time highlighted snippets, before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CHECKPOINT_LESSON_PATH);
  // The drawn questions need the server: a note stands where they will be, and they are counted.
  await expect(page.locator("[data-checkpoint] fieldset")).toHaveCount(CHECKPOINT.questions.length);
  await expect(page.locator("[data-checkpoint] [data-draws]")).toBeVisible();
  await expect(page.locator("[data-checkpoint] pre.shiki").first()).toBeVisible();
  await expect(page.getByText(`0 of ${TOTAL} answered`).first()).toBeVisible();
  await context.close();
});

test("a student who answers everything right passes, reads the explanations and has the score saved", async ({
  page,
}) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await answerAll(page);
  await expect(page.getByText(`${TOTAL} of ${TOTAL} answered`).first()).toBeVisible();
  await submitForGrading(page);
  const heading = page.locator(CP.resultTitle);
  await expect(heading).toHaveText(resultTitle(TOTAL));
  expect(resultTitle(TOTAL)).toMatch(/^Passed: /);
  await expect(heading).toBeFocused();
  await expect(page.locator(".checkpoint-feedback[data-correct=true]")).toHaveCount(TOTAL);
  await expect(page.getByText("The lookup finds no schema for that name", { exact: false })).toBeVisible();
  await expect(page.locator("[data-history]")).toHaveText("Attempts: 1 · best score: 100%");
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), KEY);
  expect(saved).toEqual({ version: 1, data: { attempts: 1, best: 100, last: 100, passed: true } });
});

test("a student below the pass mark fails and gets a review link to the section behind each miss", async ({ page }) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  // The misses must bring the sheet below the pass mark, or this test would not be about failing.
  expect(resultTitle(TOTAL - FAILING.length)).toMatch(/^Not passed yet: /);
  await answerAll(page, FAILING);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL - FAILING.length));
  const missed = page.locator(`#${checkpointDomIds.question("misspelt-tool")} .checkpoint-feedback`);
  await expect(missed).toContainText("Not quite");
  const review = missed.getByRole("link", { name: "Review: Edge cases" });
  // The section is in another part of the lesson: the link leads to that part's page.
  const href = lessonSectionHref("edge-cases");
  expect(href.startsWith(`${CHECKPOINT_LESSON_PATH}#`)).toBe(false);
  await expect(review).toHaveAttribute("href", href);
  await review.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator("#edge-cases")).toBeInViewport();
  await expect(
    page.getByRole("navigation", { name: "Parts of this lesson" }).locator('[aria-current="page"]'),
  ).toHaveAttribute("href", href.split("#")[0] ?? "");
});

test("a student who fails reads the notes for their own choices but not the key, then passes and sees everything", async ({
  page,
}) => {
  const misspelt = CHECKPOINT.questions.find((q) => q.id === "misspelt-tool");
  if (!misspelt || misspelt.kind === "order") throw new Error("misspelt-tool is a choice question");
  const [picked] = wrongAnswer(misspelt);
  const note = misspelt.options.find((o) => o.id === picked)?.explanation ?? "";
  const key = misspelt.options.find((o) => o.correct)?.explanation ?? "";
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await answerAll(page, FAILING);
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL - FAILING.length));
  const missed = page.locator(`#${checkpointDomIds.question("misspelt-tool")} .checkpoint-feedback`);
  await expect(missed).toContainText("(your answer, not right)");
  await expect(missed).toContainText(note);
  await expect(missed).not.toContainText("(right answer, not chosen)");
  await expect(missed.locator("[data-key-held]")).toBeVisible();
  await expect(page.locator("[data-checkpoint]")).not.toContainText(key);
  const steps = page.locator(`#${checkpointDomIds.question("five-steps")} .checkpoint-feedback`);
  await expect(steps.locator("[data-in-place]")).toHaveText(/^\d of 5 steps were in their right place\.$/);
  await expect(page.locator("[data-reveal=held]")).toHaveText(/held back.*shown once you pass\.$/);

  await page.getByRole("button", { name: "Try again", exact: true }).click();
  await answerAll(page);
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  await expect(page.locator("[data-reveal=shown]")).toBeVisible();
  await expect(page.locator(`#${checkpointDomIds.question("misspelt-tool")} .checkpoint-feedback`)).toContainText(key);
  await expect(page.locator("[data-history]")).toHaveText("Attempts: 2 · best score: 100%");
});

test("a save refused because storage is full is reported to the student", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await answerAll(page);
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  await expect(page.getByRole("status").filter({ hasText: "storage for the site is full" })).toBeVisible();
});

test("submitting with questions unanswered flags them and moves focus to the first", async ({ page }) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  const [first] = CHECKPOINT.questions;
  if (!first) throw new Error("the checkpoint has no questions");
  await answerQuestion(page, first, rightAnswer(first));
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.locator(CP.unanswered)).toContainText(`${TOTAL - 1} questions still need an answer`);
  const second = page.locator(`#${checkpointDomIds.question(CHECKPOINT.questions[1]?.id ?? "")}`);
  await expect(second).toBeFocused();
  await expect(second).toHaveAccessibleDescription(/Not answered yet/);
  await expect(page.locator("fieldset[data-flagged]")).toHaveCount(TOTAL - 1);
  await expect(page.locator(CP.resultTitle)).toHaveCount(0);
});

test("Try again keeps the right answers, starts the missed one afresh in the order the server sent, and keeps the best score", async ({
  page,
}) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await answerAll(page, ["bug-in-tool"]);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL - 1));
  const orderBefore = await page
    .locator("[data-checkpoint] input")
    .evaluateAll((inputs) => inputs.map((i) => i.id).join());
  await page.getByRole("button", { name: "Try again", exact: true }).click();
  const missed = page.locator(`#${checkpointDomIds.question("bug-in-tool")}`);
  await expect(missed).toBeFocused();
  await expect(missed.locator("input:checked")).toHaveCount(0);
  // The drawn questions are new ones, none answered.
  await expect(page.getByText(`${CHECKPOINT.questions.length - 1} of ${TOTAL} answered`).first()).toBeVisible();
  const orderAfter = await page
    .locator("[data-checkpoint] input")
    .evaluateAll((inputs) => inputs.map((i) => i.id).join());
  expect(orderAfter).not.toBe(orderBefore);
  await answerAll(page, ["bug-in-tool"]);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL - 1));

  // Unless the student asks for a blank form.
  await page.getByRole("button", { name: "Try again with no answers" }).click();
  await expect(page.locator("[data-checkpoint] input:checked")).toHaveCount(0);
  await expect(page.getByText(`0 of ${TOTAL} answered`).first()).toBeVisible();
  await answerAll(page, ["bug-in-tool", "wrong-answer", "pool-at-cap", "city-as-number"]);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL - 4));
  // The best is the first attempt's percent, not the last one's.
  const best = Math.round((100 * (TOTAL - 1)) / TOTAL);
  await expect(page.locator("[data-history]")).toHaveText(`Attempts: 3 · best score: ${best}%`);
});

test("a corrupt saved score is set aside with a notice instead of breaking the checkpoint", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "{not json"), KEY);
  await page.goto(CHECKPOINT_LESSON_PATH);
  // Only saved answers or a result load the widget at once; a history alone waits for intent.
  await openCheckpoint(page);
  await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("status").filter({ hasText: "set aside" })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(`${key}:set-aside`), KEY)).toBe("{not json");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations in the checkpoint's questions and results in the ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(CHECKPOINT_LESSON_PATH);
    await expectNoAxeViolations(page, "[data-checkpoint]");
    await openCheckpoint(page);
    await page.getByRole("button", { name: "Check my answers" }).click();
    await expect(page.locator("fieldset[data-flagged]").first()).toBeVisible();
    await expectNoAxeViolations(page, "[data-checkpoint]");
    await answerAll(page, ["misspelt-tool", "five-steps"]);
    await submitForGrading(page);
    await expect(page.locator(CP.resultTitle)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
