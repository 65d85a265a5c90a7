import type { Locator, Page } from "@playwright/test";
import { checkProbability, checkSlowMs } from "@/lib/envelope/faults";
import { describeRange, type RangeCheck } from "@/lib/envelope/number-range";
import { checkChaosCalls } from "@/lib/sandbox/chaos-limits";
import { checkDeadlineMs, DEFAULT_SANDBOX_STATE, SANDBOX_PARAMS } from "@/lib/sandbox/sandbox-state";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { badge, clickHeldButton, liveSandbox, runAndExpect, runButton } from "./sandbox-helpers";

/** A value one past the top of the limit, and the refusal the check gives for it. */
const pastTop = (check: RangeCheck) => {
  const text = String(check.range.max + 1);
  const result = check(text);
  if (result.ok) throw new Error(`${text} should be refused`);
  return { text, problem: result.problem };
};
// The page scrolls smoothly unless the reader asks for less motion. These tests click held
// buttons with the mouse right after filling fields far down the page; without smooth
// scrolling, the fill's scroll has ended before the click is aimed.
test.use({ reducedMotion: "reduce" });

const deadline = (root: Locator) => root.getByLabel("Deadline (ms)");
const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

test("an out-of-range deadline is marked, explained beside the field, and holds Run until fixed", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await expect(page.locator("#sandbox-timeout-hint")).toHaveText(describeRange(checkDeadlineMs.range));
  const { text, problem } = pastTop(checkDeadlineMs);
  await deadline(root).fill(text);

  await expect(deadline(root)).toHaveAttribute("aria-invalid", "true");
  await expect(deadline(root)).toHaveValue(text); // shown as typed, never clamped
  await expect(errorOf(page, "sandbox-timeout")).toContainText(problem, { ignoreCase: true });
  await expect(deadline(root)).toHaveAttribute("aria-describedby", /sandbox-timeout-error/);
  await expect(runButton(root)).toHaveAttribute("aria-disabled", "true");
  await clickHeldButton(page, runButton(root));
  await expect(root.getByText("No call yet.")).toBeVisible();

  await deadline(root).fill(String(checkDeadlineMs.range.max));
  await expect(deadline(root)).not.toHaveAttribute("aria-invalid");
  await expect(errorOf(page, "sandbox-timeout")).toBeEmpty();
  await expect(runButton(root)).not.toHaveAttribute("aria-disabled");
  await runAndExpect(root, "ok");
  await expect(root.getByTestId("latency")).toContainText("1 call ·"); // the refused click ran nothing
  await expect(page).toHaveURL(new RegExp(`${SANDBOX_PARAMS.timeoutMs}=${checkDeadlineMs.range.max}(&|$)`));
});

test("keyboard only: a refused deadline keeps Run from running until it is corrected", async ({ page }) => {
  await page.goto("/sandbox");
  await page.locator("#sandbox-tool").focus(); // keyboard focus alone loads the live sandbox
  const root = await liveSandbox(page);
  const tabUntil = async (target: Locator, key: "Tab" | "Shift+Tab") => {
    for (let presses = 0; presses < 30 && !(await target.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press(key);
    }
    await expect(target).toBeFocused();
  };
  await tabUntil(deadline(root), "Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(String(checkDeadlineMs.range.min - 1));
  await expect(deadline(root)).toHaveAttribute("aria-invalid", "true");
  await expect(errorOf(page, "sandbox-timeout")).toBeVisible();

  await tabUntil(runButton(root), "Tab");
  await expect(runButton(root)).toHaveAttribute("aria-disabled", "true");
  await expect(runButton(root)).toHaveAccessibleDescription(/Fix the marked number to run/);
  await page.keyboard.press("Enter");
  await expect(root.getByText("No call yet.")).toBeVisible();

  await tabUntil(deadline(root), "Shift+Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(String(checkDeadlineMs.range.min));
  await expect(deadline(root)).not.toHaveAttribute("aria-invalid");
  await tabUntil(runButton(root), "Tab");
  await page.keyboard.press("Enter");
  await expect(badge(root)).toHaveAttribute("data-status", "ok");
  await expect(root.getByTestId("latency")).toContainText("1 call ·"); // Enter on the held Run ran nothing
});

test("chaos calls past the limit are refused and Start waits until they are fixed", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  const calls = root.getByLabel("Calls", { exact: true });
  const start = root.getByRole("button", { name: "Start chaos run" });
  await expect(page.locator("#sandbox-chaos-calls-hint")).toHaveText(describeRange(checkChaosCalls.range));
  const { text, problem } = pastTop(checkChaosCalls);
  await calls.fill(text);
  await expect(calls).toHaveAttribute("aria-invalid", "true");
  await expect(errorOf(page, "sandbox-chaos-calls")).toContainText(problem, { ignoreCase: true });
  await expect(start).toHaveAttribute("aria-disabled", "true");
  await clickHeldButton(page, start);
  await expect(root.getByTestId("chaos")).toHaveAttribute("data-chaos", "idle");

  await calls.fill(String(checkChaosCalls.range.min));
  await expect(start).not.toHaveAttribute("aria-disabled");
  await start.click();
  await expect(root.getByTestId("chaos")).toHaveAttribute("data-chaos", "done");
  await expect(root.getByTestId("chaos-summary")).toContainText(`${checkChaosCalls.range.min} calls in`);
});

test("an out-of-range link value shows a notice naming the parameter and its range", async ({ page }) => {
  const timeout = pastTop(checkDeadlineMs);
  const slow = pastTop(checkSlowMs);
  await page.goto(
    `/sandbox?${SANDBOX_PARAMS.timeoutMs}=${timeout.text}&${SANDBOX_PARAMS.faults}=weather:slow.${slow.text}`,
  );
  const notices = page.getByTestId("sandbox-notices");
  await expect(notices).toContainText(`"${SANDBOX_PARAMS.timeoutMs}" ${timeout.problem}`);
  await expect(notices).toContainText(`"${SANDBOX_PARAMS.faults}" could not be read`);
  await expect(notices).toContainText(`ms ${slow.problem}`);
  await expect(deadline(page.locator('[data-sandbox="sandbox"]'))).toHaveValue(String(DEFAULT_SANDBOX_STATE.timeoutMs));
  const root = await liveSandbox(page);
  await expect(root.getByText("No call yet.")).toBeVisible(); // a link with notices does not run by itself
});

test("a flaky fault says the seed decides the dice and offers a new seed", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.getByText("Inject faults").click();
  await root.locator("#sandbox-fault-calculator-kind").selectOption("throw");
  const flaky = root.locator("#sandbox-fault-calculator-flaky");
  await expect(flaky).toHaveAccessibleDescription(/the seed decides/);
  await flaky.check();
  const p = root.locator("#sandbox-fault-calculator-p");
  await expect(page.locator("#sandbox-fault-calculator-p-hint")).toHaveText(describeRange(checkProbability.range));
  await p.fill(String(checkProbability.range.max + 0.5));
  await expect(p).toHaveAttribute("aria-invalid", "true");
  await expect(runButton(root)).toHaveAttribute("aria-disabled", "true");
  await p.fill(String(checkProbability.range.max));
  await expect(runButton(root)).not.toHaveAttribute("aria-disabled");

  const seed = root.getByLabel("Seed");
  const before = await seed.inputValue();
  await root.getByRole("button", { name: "New seed" }).click();
  await expect(seed).not.toHaveValue(before);
  const after = await seed.inputValue();
  await expect(page).toHaveURL(new RegExp(`${SANDBOX_PARAMS.seed}=${after}(&|$)`));
});

for (const theme of ["light", "dark"] as const) {
  test(`refused numbers on screen have no axe violations (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto("/sandbox?faults=weather:outage@0.5");
    const root = await liveSandbox(page);
    await deadline(root).fill(pastTop(checkDeadlineMs).text);
    await root.locator("#sandbox-fault-weather-p").fill(pastTop(checkProbability).text);
    await root.getByLabel("Calls", { exact: true }).fill(pastTop(checkChaosCalls).text);
    await expect(runButton(root)).toHaveAttribute("aria-disabled", "true");
    await expect(root.locator("[aria-invalid=true]")).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
}
