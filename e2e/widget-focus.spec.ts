import type { Locator, Page } from "@playwright/test";
import { checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import { answerQuestion, attemptOn, CHECKPOINT, CP, openCheckpoint, wrongAnswer } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, LESSON_SLUG, MATCH_LESSON_PATH, test } from "./fixtures";
import { answerOf, CARD_IDS, exercise, handle, moveWithMenu, openMatch } from "./match-helpers";
import { liveSandbox, runAndExpect } from "./sandbox-helpers";

/*
 * Issue 14: after any button in the widgets, focus stays somewhere the student can
 * carry on from, never on the page body. Each press is followed by a wait for what it
 * does, so the check reads focus once the page has settled, not mid-update.
 */

/** Names the focused element, or fails when focus fell to the body (or nowhere). */
async function expectFocusKept(page: Page, after: string) {
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    return `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 40) ?? ""}`;
  });
  expect(where, `focus after ${after}`).not.toBeNull();
}

/**
 * Presses a match button that asks the server to grade, and waits for the answer itself:
 * on a busy machine it can take longer than an assertion's timeout.
 */
async function pressAndGrade(page: Page, name: string, within: Locator) {
  const graded = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/api\/lessons\/[^/]+\/match$/.test(response.url()),
  );
  await press(page, name, within);
  await graded;
}

/** Presses the button from the keyboard, the way a student who needs focus kept would. */
async function press(page: Page, name: string, within = page.locator("body")) {
  const button = within.getByRole("button", { name, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
}

test("match: Check answers, Try again, Show answers and Reset never leave focus on the body", async ({ page }) => {
  await openMatch(page);
  const root = exercise(page);
  await moveWithMenu(page, "weather-slow", "tool_error");
  for (const id of CARD_IDS.filter((id) => id !== "weather-slow")) await moveWithMenu(page, id, answerOf(id));
  for (let check = 1; check <= 3; check++) {
    await pressAndGrade(page, "Check answers", root);
    await expect(root.locator("[data-score]")).toBeFocused();
    await expectFocusKept(page, `Check answers (${check})`);
    if (check === 3) break;
    await press(page, "Try again", root);
    await expect(handle(page, "weather-slow")).toBeFocused();
    await expectFocusKept(page, "Try again");
    await moveWithMenu(page, "weather-slow", "tool_error");
  }
  await pressAndGrade(page, "Show answers", root);
  await expect(root.getByRole("button", { name: "Show answers" })).toHaveCount(0);
  await expectFocusKept(page, "Show answers");
  await press(page, "Reset", root);
  await expect(root.locator("[data-score]")).toHaveCount(0);
  await expectFocusKept(page, "Reset");
});

test("match: dismissing the notice about unreadable progress hands focus to the first card", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "{broken"), matchProgressKey(LESSON_SLUG));
  await page.goto(MATCH_LESSON_PATH);
  const root = exercise(page);
  await expect(root).toHaveAttribute("data-ready", "true");
  await press(page, "Dismiss", root);
  await expect(root.getByRole("alert")).toHaveCount(0);
  await expect(root.locator('[data-zone="pool"] .match-handle').first()).toBeFocused();
});

test("sandbox: Clear trace keeps focus on itself as the trace empties, and Export waits for a call", async ({
  page,
}) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  const clear = root.getByRole("button", { name: "Clear trace" });
  await expect(clear).toHaveAttribute("aria-disabled", "true");
  await runAndExpect(root, "ok");
  await expect(clear).not.toHaveAttribute("aria-disabled");
  await press(page, "Clear trace", root);
  await expect(root.getByText("No calls recorded yet.")).toBeVisible();
  await expect(clear).toBeFocused();
  await expect(clear).toHaveAttribute("aria-disabled", "true");
  // Pressed again with nothing to clear, it does nothing and keeps focus.
  await page.keyboard.press("Enter");
  await expect(clear).toBeFocused();
  await press(page, "Export JSON", root);
  await expectFocusKept(page, "Export JSON on an empty trace");
});

test("checkpoint: Check my answers, Keep this order, Try again and the step buttons never leave focus on the body", async ({
  page,
}) => {
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  await press(page, "Check my answers");
  await expect(page.locator("fieldset[data-flagged]").first()).toBeFocused();
  await expectFocusKept(page, "Check my answers with nothing answered");

  const order = CHECKPOINT.questions.find((q) => q.kind === "order");
  if (order?.kind !== "order") throw new Error("the checkpoint has no order question");
  // A step moved to the top loses its Up button: focus goes to its Down button instead.
  const second = await page
    .locator(`#${checkpointDomIds.question(order.id)} [data-step]`)
    .nth(1)
    .getAttribute("data-step");
  await page.locator(`#${checkpointDomIds.move(order.id, second ?? "", "up")}`).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(`#${checkpointDomIds.move(order.id, second ?? "", "down")}`)).toBeFocused();
  await page.locator(`#${checkpointDomIds.keep(order.id)}`).focus();
  await page.keyboard.press("Enter");
  await expectFocusKept(page, "Keep this order");

  // The order question is answered by that move; the rest get a wrong answer each.
  for (const question of (await attemptOn(page)).questions.filter((q) => q.kind !== "order"))
    await answerQuestion(page, question, wrongAnswer(question));
  await press(page, "Check my answers");
  await expect(page.locator(CP.resultTitle)).toBeFocused();
  await press(page, "Try again");
  await expect(page.locator(`#${checkpointDomIds.question(CHECKPOINT.questions[0]?.id ?? "")}`)).toBeFocused();
  await expectFocusKept(page, "Try again");
});
