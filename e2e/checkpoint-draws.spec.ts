import type { Page } from "@playwright/test";
import { CHECKPOINT_FIXED_IDS, checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import type { Checkpoint, CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { loadPractice } from "@/lib/practice/load";
import {
  answerRightWithKeyboard,
  CP,
  readCheckpoint,
  resultTitle,
  rightAnswer,
  waitForGrader,
} from "./checkpoint-support";
import { expect, expectNoAxeViolations, lessonPathOf, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";
import { nextCheckpointDraw, practiceExecutor } from "./practice-helpers";

const SLUG = "deadlines-and-retries";
const AUTHORED = readCheckpoint(SLUG);
const DRAWS = loadPractice(SLUG)?.checkpoint?.draws ?? 0;

test.afterAll(() => practiceExecutor.close());

/** The checkpoint one attempt shows: the authored questions, then that attempt's drawn ones. */
const attemptOf = (questions: CheckpointQuestion[]): Checkpoint => ({
  ...AUTHORED,
  questions: [...AUTHORED.questions, ...questions],
});

const drawnInputs = (page: Page) => page.locator(`[id^="${checkpointDomIds.question("drawn-")}"] input`);

test("a keyboard-only student answers the authored and the drawn questions, passes, finds the graded draw refused a second time, and Try again draws new ones, none answered", async ({
  page,
}) => {
  expect(DRAWS).toBeGreaterThan(0);
  await waitForGrader(page, SLUG);
  await page.goto(lessonPathOf("Checkpoint", SLUG));
  const firstDraw = nextCheckpointDraw(page, SLUG);
  await page.locator("#checkpoint a").focus();
  await page.keyboard.press("Tab");
  const first = await firstDraw;
  await expect(page.locator(`#${checkpointDomIds.question(first.questions[0]?.id ?? "")}`)).toBeVisible();
  const attempt = attemptOf(first.questions);
  await expect(page.locator("[data-checkpoint] [data-progress]")).toContainText(`of ${attempt.questions.length}`);

  await answerRightWithKeyboard(page, attempt);
  await tabTo(page, CP.submit);
  await page.keyboard.press("Enter");
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(attempt.questions.length, attempt));
  await expect(page.locator(CP.resultTitle)).toBeFocused();
  await expect(page.locator("[data-pass-note]")).toContainText(
    `on the ${DRAWS} questions drawn for you (${DRAWS} of ${DRAWS}, 100%)`,
  );
  await expectNoAxeViolations(page, "[data-checkpoint]");

  // The graded draw is spent: the same sheet and ticket again is refused.
  const sheet = Object.fromEntries(attempt.questions.map((q) => [q.id, rightAnswer(q)]));
  const replay = await page.request.post(`/api/lessons/${SLUG}/checkpoint`, {
    data: { answers: sheet, ticket: first.ticket },
  });
  expect(replay.status()).toBe(409);

  // After a reload the result and its drawn questions are still there.
  await page.reload();
  await expect(page.locator("[data-checkpoint]")).toHaveAttribute("data-ready", "true");
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(attempt.questions.length, attempt));
  await expect(drawnInputs(page).and(page.locator(":checked"))).toHaveCount(DRAWS);

  // Try again: new drawn questions, none answered, while the authored right answers stay.
  const secondDraw = nextCheckpointDraw(page, SLUG);
  await page.locator("#checkpoint a").focus();
  await tabTo(page, `#${CHECKPOINT_FIXED_IDS.retry}`);
  await page.keyboard.press("Enter");
  const second = await secondDraw;
  expect(second.ticket).not.toBe(first.ticket);
  await expect(page.locator(`#${checkpointDomIds.question(second.questions[0]?.id ?? "")}`)).toBeVisible();
  await expect(drawnInputs(page).and(page.locator(":checked"))).toHaveCount(0);
  const prompts = async () =>
    page
      .locator(`[id^="${checkpointDomIds.question("drawn-")}"]`)
      .evaluateAll((els) => els.map((el) => el.textContent));
  expect(second.questions.map((q) => q.prompt)).not.toEqual(first.questions.map((q) => q.prompt));
  expect((await prompts()).join("\n")).toContain(second.questions[0]?.prompt ?? "-");
});

test.describe("on a 360 px touch phone, in the dark theme", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test("a student taps too few drawn answers right to pass, though the whole sheet reaches the mark, is told so, and axe finds nothing", async ({
    page,
  }) => {
    await useStoredTheme(page, "dark");
    await page.emulateMedia({ colorScheme: "dark" });
    await waitForGrader(page, SLUG);
    await page.goto(lessonPathOf("Checkpoint", SLUG));
    const root = page.locator("[data-checkpoint]");
    await root.scrollIntoViewIfNeeded();
    const draw = nextCheckpointDraw(page, SLUG);
    await page
      .locator(`#${checkpointDomIds.question(AUTHORED.questions[0]?.id ?? "")} input`)
      .first()
      .tap();
    const { questions } = await draw;
    await expect(root).toHaveAttribute("data-ready", "true");
    await expectNoAxeViolations(page, "[data-checkpoint]");
    const attempt = attemptOf(questions);
    // The order questions kept as served are wrong, every other authored one right; of the
    // drawn ones, the fewest right that lift the whole sheet to the mark, the rest wrong.
    const orders = AUTHORED.questions.filter((q) => q.kind === "order").length;
    const authoredRight = AUTHORED.questions.length - orders;
    const max = attempt.questions.length;
    const drawnRight = questions.findIndex((_, k) => (100 * (authoredRight + k)) / max >= AUTHORED.passMark);
    expect(drawnRight, "this lesson's sheet can reach the mark with the drawn part below it").toBeGreaterThanOrEqual(0);
    expect((100 * drawnRight) / DRAWS).toBeLessThan(AUTHORED.passMark);
    for (const question of attempt.questions) {
      if (question.kind === "order") {
        await page.locator(`#${checkpointDomIds.keep(question.id)}`).tap();
        continue;
      }
      const drawnAt = questions.indexOf(question);
      const right = rightAnswer(question);
      const picks =
        drawnAt < 0 || drawnAt < drawnRight ? right : [question.options.find((o) => !right.includes(o.id))?.id ?? ""];
      for (const id of picks) {
        const input = page.locator(`#${checkpointDomIds.option(question.id, id)}`);
        if (!(await input.isChecked())) await input.tap();
      }
    }
    await page.locator(CP.submit).tap();
    await expect(page.locator(CP.resultTitle)).toHaveText(
      resultTitle(authoredRight + drawnRight, attempt, { right: drawnRight, of: DRAWS }),
    );
    await expect(page.locator(CP.resultTitle)).toContainText("Not passed yet");
    await expect(page.locator("[data-pass-note]")).toContainText(
      `the ${DRAWS} questions drawn for you (${drawnRight} of ${DRAWS}, ${Math.round((100 * drawnRight) / DRAWS)}%) must reach it too`,
    );
    await expectNoAxeViolations(page, "[data-checkpoint]");
  });
});

test("a draw the server refuses for the address's budget is said with its wait, keeps the answer given, and Draw them again by keyboard brings the questions", async ({
  page,
  consoleErrors,
}) => {
  await waitForGrader(page, SLUG);
  // The server's own refusal: an address of the test's asks for more draws than its budget
  // holds, all at once, so the budget cannot earn them back meanwhile on a slow machine.
  const responses = await Promise.all(
    Array.from({ length: 60 }, () =>
      page.request.post(`/api/lessons/${SLUG}/checkpoint`, {
        data: { op: "draw" },
        headers: { "x-forwarded-for": "203.0.113.61" },
      }),
    ),
  );
  for (const response of responses) expect([200, 429]).toContain(response.status());
  const refusal = responses.find((response) => response.status() === 429);
  if (!refusal) throw new Error("60 draws from one address at once were never refused");
  expect(refusal.headers()["retry-after"]).toMatch(/^[1-9]\d*$/);
  const { message } = (await refusal.json()).error as { message: string };
  // The page's first draw gets that refusal; the ones after it reach the server.
  let draws = 0;
  await page.route(`**/api/lessons/${SLUG}/checkpoint`, (route) =>
    route.request().postDataJSON()?.op === "draw" && draws++ === 0
      ? route.fulfill({ response: refusal })
      : route.fallback(),
  );
  await page.goto(lessonPathOf("Checkpoint", SLUG));
  const root = page.locator("[data-checkpoint]");
  await root.scrollIntoViewIfNeeded();
  const first = AUTHORED.questions.find((q) => q.kind !== "order");
  if (!first) throw new Error("the checkpoint has a question with options");
  const option = page.locator(`#${checkpointDomIds.option(first.id, rightAnswer(first)[0] ?? "")}`);
  await option.check();
  await expect(root.locator('[data-draws="failed"]')).toContainText(
    `The ${DRAWS} drawn questions of this attempt did not arrive.`,
  );
  await expect(root).toContainText(message);
  await expect(option).toBeChecked();

  const again = root.getByRole("button", { name: "Draw them again" });
  await again.focus();
  const drawn = nextCheckpointDraw(page, SLUG);
  await page.keyboard.press("Enter");
  const { questions } = await drawn;
  await expect(page.locator(`#${checkpointDomIds.question(questions[0]?.id ?? "")}`)).toBeVisible();
  await expect(drawnInputs(page)).not.toHaveCount(0);
  await expect(option).toBeChecked();
  // Focus went with the button's press to the first question drawn, never to the body.
  await expect(page.locator(`#${checkpointDomIds.question(questions[0]?.id ?? "")}`)).toBeFocused();
  // The browser reports the refused request itself; it is the answer this test asked for.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 429")));
});
