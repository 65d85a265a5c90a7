import type { Locator, Page } from "@playwright/test";
import { loadScenarios, scenarioHref } from "@/lib/sandbox/scenarios";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";
import { badge } from "./sandbox-helpers";

// A tool with side effects: send_email's answer comes after the email went out, and the
// retry sends it again unless both attempts carry one idempotency key.
const SLUG = "deadlines-and-retries";
const href = (id: string) => {
  const scenario = loadScenarios(SLUG).find((entry) => entry.id === id);
  if (!scenario) throw new Error(`${SLUG} has the ${id} scenario`);
  return scenarioHref(scenario);
};
const inSandbox = (selector: string) => `[data-sandbox="sandbox"] ${selector}`;

const outbox = (root: Locator) => root.getByTestId("outbox");
const statuses = (root: Locator) =>
  root
    .getByTestId("trace")
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector("[data-status]")?.getAttribute("data-status")).reverse(),
    );

/** Moves focus to `selector` with Tab alone and presses Enter on it; focus never rests on the body. */
async function pressWithKeyboard(page: Page, selector: string) {
  await tabTo(page, selector);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  await page.keyboard.press("Enter");
}

for (const [width, theme] of [
  [1280, "light"],
  [360, "dark"],
  [1280, "dark"],
  [360, "light"],
] as const) {
  test(`keyboard only at ${width} px (${theme}): a retried late send goes out twice, with one key once`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    // The scenario's link runs its two calls as it opens; from there on only the keyboard is used.
    await page.goto(href("email-retry-sends-twice"));
    const root = page.locator('[data-sandbox="sandbox"]');
    await expect(outbox(root)).toHaveAttribute("data-sent", "2");
    expect(await statuses(root)).toEqual(["timeout", "ok"]);

    // Run again with the keyboard: a fresh layer, the same seed, so the same two emails.
    await pressWithKeyboard(page, inSandbox('button[data-action="run"]'));
    await expect(root.getByTestId("trace").locator("tbody tr")).toHaveCount(4);
    await expect(outbox(root)).toHaveAttribute("data-sent", "2");
    await expect(outbox(root)).toHaveAttribute("data-repeats", "0");
    expect(await statuses(root)).toEqual(["timeout", "ok", "timeout", "ok"]);
    await expect(outbox(root).getByTestId("outbox-summary")).toHaveText("2 emails were sent.");
    await expect(outbox(root).locator("li")).toHaveText([
      'msg_0001 to ada@example.com, "Your receipt for order 1042" (no idempotency key)',
      'msg_0002 to ada@example.com, "Your receipt for order 1042" (no idempotency key)',
    ]);
    await expectNoAxeViolations(page, '[data-sandbox="sandbox"]');

    // The same email with one key for the operation, the same late answer, the same retry.
    await pressWithKeyboard(page, inSandbox('[data-preset="with idempotency key"]'));
    await expect(root.getByLabel("Arguments (JSON)")).toHaveValue(/"idempotencyKey": "receipt-order-1042"/);
    await pressWithKeyboard(page, inSandbox('button[data-action="run"]'));
    await expect(outbox(root)).toHaveAttribute("data-repeats", "1");
    await expect(outbox(root)).toHaveAttribute("data-sent", "1");
    await expect(badge(root)).toHaveAttribute("data-status", "ok");
    await expect(outbox(root).getByTestId("outbox-summary")).toHaveText(
      "1 email was sent; 1 repeat was recognised by its idempotency key and not sent again.",
    );
    expect(await statuses(root)).toEqual(["timeout", "ok", "timeout", "ok", "timeout", "ok"]);
    await expectNoAxeViolations(page, '[data-sandbox="sandbox"]');
  });
}

test("the keyed scenario's link replays one delivery for two attempts", async ({ page }) => {
  await page.goto(href("email-retry-keyed-once"));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(outbox(root)).toHaveAttribute("data-sent", "1");
  await expect(outbox(root)).toHaveAttribute("data-repeats", "1");
  expect(await statuses(root)).toEqual(["timeout", "ok"]);
});
