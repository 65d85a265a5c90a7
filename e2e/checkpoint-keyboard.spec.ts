import { CHECKPOINT_FIXED_IDS, checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import {
  answerRightWithKeyboard,
  attemptOn,
  CHECKPOINT,
  CP,
  readCheckpoint,
  resultTitle,
  TOTAL,
  waitForGrader,
} from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, expectNoAxeViolations, lessonPathOf, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";
import { nextCheckpointDraw, practiceExecutor } from "./practice-helpers";

test.afterAll(() => practiceExecutor.close());

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

  await answerRightWithKeyboard(page, await attemptOn(page));

  await tabTo(page, `#${CHECKPOINT_FIXED_IDS.submit}`);
  await page.keyboard.press("Enter");
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  await expect(page.locator(CP.resultTitle)).toBeFocused();

  // The pass is still there after a reload, and "Try again" is reached from the keyboard.
  await page.reload();
  await expect(root).toHaveAttribute("data-ready", "true");
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(TOTAL));
  await page.locator("#checkpoint a").focus();
  await tabTo(page, `#${CHECKPOINT_FIXED_IDS.retry}`);
  await page.keyboard.press("Enter");
  await expect(page.locator(`#${checkpointDomIds.question(CHECKPOINT.questions[0]?.id ?? "")}`)).toBeFocused();
});

const LAST_MILE = "the-last-mile";
const LAST_MILE_CHECKPOINT = readCheckpoint(LAST_MILE);

for (const theme of ["light", "dark"] as const) {
  test(`a keyboard-only student passes the-last-mile's checkpoint, its drawn questions included, and axe finds nothing in the result (${theme})`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ colorScheme: theme });
    await waitForGrader(page, LAST_MILE);
    await page.goto(lessonPathOf("Checkpoint", LAST_MILE));
    const draw = nextCheckpointDraw(page, LAST_MILE);
    await page.locator("#checkpoint a").focus();
    await page.keyboard.press("Tab");
    const { questions } = await draw;
    await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
    // The drawn questions, keyed by the independent oracle, after the authored ones.
    const attempt = { ...LAST_MILE_CHECKPOINT, questions: [...LAST_MILE_CHECKPOINT.questions, ...questions] };
    await expect(page.locator(`#${checkpointDomIds.question(questions[0]?.id ?? "")}`)).toBeVisible();
    await answerRightWithKeyboard(page, attempt);
    await tabTo(page, CP.submit);
    await page.keyboard.press("Enter");
    const full = attempt.questions.length;
    await expect(page.locator(CP.resultTitle)).toHaveText(
      resultTitle(full, attempt, { right: questions.length, of: questions.length }),
    );
    await expect(page.locator(CP.resultTitle)).toBeFocused();
    await expectNoAxeViolations(page, "[data-checkpoint]");
  });
}
