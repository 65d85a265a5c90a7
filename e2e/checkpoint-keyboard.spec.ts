import type { Page } from "@playwright/test";
import { CHECKPOINT_FIXED_IDS, checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import { CHECKPOINT, CP, readCheckpoint, resultTitle, rightAnswer, waitForGrader } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, expectNoAxeViolations, lessonPathOf, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";

const domOrder = (page: Page, questionId: string, selector: string, attribute: string) =>
  page
    .locator(`#${checkpointDomIds.question(questionId)} ${selector}`)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ""), attribute);

/** Answers every question of `checkpoint` right with the keyboard alone: Space, arrows, and the Up buttons. */
async function answerRightWithKeyboard(page: Page, checkpoint: Checkpoint) {
  for (const question of checkpoint.questions) {
    const answer = rightAnswer(question);
    if (question.kind === "order") {
      for (let position = 0; position < answer.length; position++) {
        const stepId = answer[position] ?? "";
        const from = (await domOrder(page, question.id, "[data-step]", "data-step")).indexOf(stepId);
        if (from === position) continue;
        await tabTo(page, `#${checkpointDomIds.move(question.id, stepId, "up")}`);
        for (let i = from; i > position; i--) await page.keyboard.press("Enter");
        await expect(page.locator("[data-announcer]")).toHaveText(
          new RegExp(`moved to position ${position + 1} of ${answer.length}`),
        );
      }
      expect(await domOrder(page, question.id, "[data-step]", "data-step")).toEqual(answer);
    } else if (question.kind === "multiple") {
      for (const optionId of answer) {
        await tabTo(page, `#${checkpointDomIds.option(question.id, optionId)}`);
        await page.keyboard.press("Space");
      }
    } else {
      const options = await domOrder(page, question.id, "input", "value");
      await tabTo(page, `#${checkpointDomIds.option(question.id, options[0] ?? "")}`);
      const index = options.indexOf(answer[0] ?? "");
      if (index === 0) await page.keyboard.press("Space");
      for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
    }
    await expect(page.locator(`#${checkpointDomIds.question(question.id)} input:checked`)).toHaveCount(
      question.kind === "order" ? 0 : answer.length,
    );
  }
}

test("a keyboard-only student answers every question, orders the steps with Up and Down, passes, and finds the pass after a reload", async ({
  page,
}) => {
  await waitForGrader(page);
  await page.goto(CHECKPOINT_LESSON_PATH);
  // Start on the link of the Checkpoint heading, where a reader arrives from the contents.
  await page.locator("#checkpoint a").focus();
  await page.keyboard.press("Tab");
  const root = page.locator("[data-checkpoint]");
  await expect(root).toHaveAttribute("data-ready", "true");

  await answerRightWithKeyboard(page, CHECKPOINT);

  await tabTo(page, `#${CHECKPOINT_FIXED_IDS.submit}`);
  await page.keyboard.press("Enter");
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(CHECKPOINT.questions.length));
  await expect(page.locator(CP.resultTitle)).toBeFocused();

  // The pass is still there after a reload, and "Try again" is reached from the keyboard.
  await page.reload();
  await expect(root).toHaveAttribute("data-ready", "true");
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(CHECKPOINT.questions.length));
  await page.locator("#checkpoint a").focus();
  await tabTo(page, `#${CHECKPOINT_FIXED_IDS.retry}`);
  await page.keyboard.press("Enter");
  await expect(page.locator(`#${checkpointDomIds.question(CHECKPOINT.questions[0]?.id ?? "")}`)).toBeFocused();
});

const LAST_MILE = "the-last-mile";
const LAST_MILE_CHECKPOINT = readCheckpoint(LAST_MILE);

for (const theme of ["light", "dark"] as const) {
  test(`a keyboard-only student passes the-last-mile's checkpoint, and axe finds nothing in the result (${theme})`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ colorScheme: theme });
    await waitForGrader(page, LAST_MILE);
    await page.goto(lessonPathOf("Checkpoint", LAST_MILE));
    await page.locator("#checkpoint a").focus();
    await page.keyboard.press("Tab");
    await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
    await answerRightWithKeyboard(page, LAST_MILE_CHECKPOINT);
    await tabTo(page, CP.submit);
    await page.keyboard.press("Enter");
    const full = LAST_MILE_CHECKPOINT.questions.length;
    await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(full, LAST_MILE_CHECKPOINT));
    await expect(page.locator(CP.resultTitle)).toBeFocused();
    await expectNoAxeViolations(page, "[data-checkpoint]");
  });
}
