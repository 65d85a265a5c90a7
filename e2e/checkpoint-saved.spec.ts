import type { Page } from "@playwright/test";
import { attemptsKey, savedResultKey } from "@/lib/exercises/checkpoint/attempts";
import { checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import { SAVED_RESULT_UNREADABLE, SAVED_RESULT_VERSION } from "@/lib/exercises/checkpoint/saved-result";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import {
  answerAll,
  answerQuestion,
  attemptOn,
  CHECKPOINT,
  CP,
  openCheckpoint,
  resultTitle,
  rightAnswer,
  submitForGrading,
  TOTAL,
  wrongAnswer,
} from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, LESSON_SLUG, test } from "./fixtures";

const MISSED = "bug-in-tool";

test("a passed checkpoint shows its result after a reload, only as the server sent it, and can be taken again", async ({
  page,
}) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  // One miss still passes, and before the key is revealed the missed question's answer is held back.
  await answerAll(page, [MISSED]);
  await submitForGrading(page);
  const heading = page.locator(CP.resultTitle);
  await expect(heading).toHaveText(resultTitle(TOTAL - 1));
  expect(resultTitle(TOTAL - 1)).toMatch(/^Passed: /);
  const feedback = await page.locator("[data-checkpoint] .checkpoint-feedback").allInnerTexts();

  await page.reload();
  // A returning student's widget loads without waiting for intent, with the result in place.
  await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
  await expect(heading).toHaveText(resultTitle(TOTAL - 1));
  await expect(page.locator("[data-restored]")).toBeVisible();
  await expect(page.locator(".checkpoint-feedback[data-correct=true]")).toHaveCount(TOTAL - 1);
  // Word for word what the server returned to this student, nothing more.
  expect(await page.locator("[data-checkpoint] .checkpoint-feedback").allInnerTexts()).toEqual(feedback);
  await expect(page.locator("[data-history]")).toHaveText(/^Attempts: 1 /);

  await page.getByRole("button", { name: "Try again", exact: true }).click();
  await expect(heading).toHaveCount(0);
  // The right answers stay; focus goes to the one question left to answer.
  await expect(page.locator(`#${checkpointDomIds.question(MISSED)}`)).toBeFocused();
  // The drawn questions are new ones, none answered.
  await expect(page.getByText(`${CHECKPOINT.questions.length - 1} of ${TOTAL} answered`).first()).toBeVisible();
  // The saved pass carries no token, so the server starts a new chain (attempt 1); the
  // browser's own history still counts both visits.
  await answerAll(page);
  const graded = page.waitForResponse((r) => r.url().endsWith("/checkpoint") && r.request().method() === "POST");
  await submitForGrading(page);
  const response = await graded;
  expect(response.request().postDataJSON()).not.toHaveProperty("previousToken");
  expect((await response.json()).attempt).toBe(1);
  await expect(heading).toHaveText(resultTitle(TOTAL));
  await expect(page.locator("[data-history]")).toHaveText(/^Attempts: 2 /);
  const kept = await page.evaluate((key) => localStorage.getItem(key) ?? "", savedResultKey(LESSON_SLUG));
  expect(kept).not.toContain((await response.json()).token);
});

/** What the student has given for `question` on screen: ticked option ids, or step ids in order. */
async function shownAnswer(page: Page, question: CheckpointQuestion): Promise<string[]> {
  const fieldset = page.locator(`#${checkpointDomIds.question(question.id)}`);
  if (question.kind === "order")
    return fieldset.locator("[data-step]").evaluateAll((steps) => steps.map((s) => s.getAttribute("data-step") ?? ""));
  const ticked = await fieldset.locator("input:checked").evaluateAll((inputs) => inputs.map((i) => i.id));
  return question.options.filter((o) => ticked.includes(checkpointDomIds.option(question.id, o.id))).map((o) => o.id);
}

test("an answer of every question kind survives a reload made the moment it is given", async ({ page }) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  const kinds = ["single", "multiple", "predict", "order"] as const;
  const given: { question: CheckpointQuestion; answer: string[] }[] = [];
  for (const kind of kinds) {
    const question = CHECKPOINT.questions.find((q) => q.kind === kind);
    if (!question) throw new Error(`the checkpoint has no ${kind} question`);
    // A wrong answer for the order question: the served order is never the right one.
    const answer = kind === "order" ? wrongAnswer(question) : rightAnswer(question);
    await answerQuestion(page, question, answer);
    given.push({ question, answer });
    await page.reload();
    await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
    for (const earlier of given) expect(await shownAnswer(page, earlier.question)).toEqual(earlier.answer);
    await expect(page.getByText(`${given.length} of ${TOTAL} answered`).first()).toBeVisible();
  }
  // What came back is what gets graded.
  const attempt = await attemptOn(page);
  for (const question of attempt.questions.filter((q) => !given.some((g) => g.question.id === q.id)))
    await answerQuestion(page, question, rightAnswer(question));
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL - 1));
});

test("a result that did not pass, and its notes, are still there after a Review link and Back", async ({ page }) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  const wrong = ["misspelt-tool", "timeout-fields", "three-readers", "five-steps", "bug-in-tool"];
  expect(resultTitle(TOTAL - wrong.length)).toMatch(/^Not passed yet: /);
  await answerAll(page, wrong);
  await submitForGrading(page);
  const heading = page.locator(CP.resultTitle);
  await expect(heading).toHaveText(resultTitle(TOTAL - wrong.length));
  const feedback = await page.locator("[data-checkpoint] .checkpoint-feedback").allInnerTexts();
  const review = page.getByRole("link", { name: /^Review: / }).first();
  const target = await review.getAttribute("href");
  await review.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}`.endsWith(target ?? "?"));
  await page.goBack();
  await expect(heading).toHaveText(resultTitle(TOTAL - wrong.length));
  expect(await page.locator("[data-checkpoint] .checkpoint-feedback").allInnerTexts()).toEqual(feedback);
  for (const question of CHECKPOINT.questions.filter((q) => !wrong.includes(q.id)))
    expect(await shownAnswer(page, question)).toEqual(rightAnswer(question));
});

test("an unreadable saved result is set aside with its own message, and the saved attempts are kept", async ({
  page,
}) => {
  const attempts = JSON.stringify({ version: 1, data: { attempts: 2, best: 90, last: 90, passed: true } });
  const broken = JSON.stringify({ version: SAVED_RESULT_VERSION, data: { result: "broken" } });
  await page.addInitScript(
    ([passedKey, historyKey, history, broken]) => {
      if (sessionStorage.getItem("seeded")) return;
      localStorage.setItem(passedKey, broken);
      localStorage.setItem(historyKey, history);
      sessionStorage.setItem("seeded", "1");
    },
    [savedResultKey(LESSON_SLUG), attemptsKey(LESSON_SLUG), attempts, broken] as const,
  );
  await page.goto(CHECKPOINT_LESSON_PATH);
  await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("status").filter({ hasText: SAVED_RESULT_UNREADABLE })).toBeVisible();
  await expect(page.locator(CP.resultTitle)).toHaveCount(0);
  const stored = await page.evaluate(
    ([passedKey, historyKey]) => ({
      asideValue: localStorage.getItem(`${passedKey}:set-aside`),
      history: localStorage.getItem(historyKey),
    }),
    [savedResultKey(LESSON_SLUG), attemptsKey(LESSON_SLUG)] as const,
  );
  expect(stored).toEqual({ asideValue: broken, history: attempts });
});

test("an incomplete submit is announced once, not again on every answer that follows", async ({ page }) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  const root = await openCheckpoint(page);
  // Count every change of what the checkpoint's assertive regions say.
  await root.evaluate((element) => {
    const said = () =>
      [...element.querySelectorAll('[role="alert"], [aria-live="assertive"]')].map((e) => e.textContent).join("|");
    let last = said();
    const counter = element as HTMLElement & { alerts?: number };
    counter.alerts = 0;
    new MutationObserver(() => {
      const now = said();
      if (now !== last && now !== "") counter.alerts = (counter.alerts ?? 0) + 1;
      last = now;
    }).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const alerts = () => root.evaluate((element) => (element as HTMLElement & { alerts?: number }).alerts ?? 0);
  const [first, ...rest] = (await attemptOn(page)).questions;
  if (!first || rest.length < 3) throw new Error("the checkpoint needs at least four questions for this test");
  await answerQuestion(page, first, rightAnswer(first));
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.locator(CP.unanswered)).toContainText(`${TOTAL - 1} questions still need an answer`);
  expect(await alerts()).toBe(1);
  // Answering shrinks the note on screen, silently.
  for (const question of rest.slice(0, -1)) await answerQuestion(page, question, rightAnswer(question));
  await expect(page.locator(CP.unanswered)).toContainText("One question still needs an answer");
  expect(await alerts()).toBe(1);
  // The next submit is news again, said once.
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.locator("fieldset[data-flagged]")).toHaveCount(1);
  await expect.poll(alerts).toBe(2);
});
