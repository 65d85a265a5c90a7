import { expect, expectNoAxeViolations, SANDBOX_LESSON_PATH, test, useStoredTheme } from "./fixtures";
import { badge, clickHandledWhile, liveSandbox, runButton } from "./sandbox-helpers";

test("a 1,000-call chaos run finishes, and a click during it is handled at once", async ({ page }) => {
  // The run is on virtual time and computes in well under a second, so to click "during" it
  // without racing it, the link first starts a query that keeps the SQL worker busy until
  // its 8 s deadline: the run's database calls wait for it (virtual time stands still), then
  // go to the worker that replaces it.
  const copies = Array.from({ length: 8 }, (_, i) => `orders o${i}`).join(", ");
  const heavy = encodeURIComponent(JSON.stringify({ sql: `SELECT count(*) FROM ${copies}` }));
  await page.goto(`/sandbox?tool=database&args=${heavy}&timeout=8000`);
  const root = await liveSandbox(page);
  await expect(root.locator("[data-running]")).toBeVisible();
  await root.locator("#sandbox-chaos-calls").fill("1000");
  await root.getByLabel(/^Failure probability/).fill("0.5");
  await root.getByLabel("Deadline per call (ms)").fill("2500");
  await root.getByRole("button", { name: "Start chaos run" }).click();
  const chaos = root.getByTestId("chaos");
  await expect(chaos).toHaveAttribute("data-chaos", "running");

  expect(await clickHandledWhile(page, '[data-testid="chaos"][data-chaos="running"]')).toBe(true);

  await expect(badge(root)).toHaveAttribute("data-status", "timeout", { timeout: 15_000 });
  await expect(chaos).toHaveAttribute("data-chaos", "done", { timeout: 15_000 });
  await expect(root.getByTestId("chaos-summary")).toContainText("1000 calls in");
  await expect(root.getByTestId("latency")).toContainText("1001 calls");
  const chart = root.getByRole("img", { name: /Calls by status and by tool/ });
  for (const status of ["ok", "invalid_args", "tool_error", "timeout"]) {
    await expect(chart).toHaveAttribute("aria-label", new RegExp(`${status} [1-9]`));
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`has no axe violations with results, trace and chart on screen (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto("/sandbox?tool=weather&args=%7B%22city%22%3A%22Oslo%22%7D&faults=weather:outage");
    const root = await liveSandbox(page);
    await expect(root.locator(".status-badge").first()).toBeVisible();
    await root.getByLabel("Also run without the envelope").check();
    await root.getByText("Inject faults").click();
    await root.getByLabel("Calls", { exact: true }).fill("50");
    await root.getByLabel("Deadline per call (ms)").fill("100");
    await root.getByRole("button", { name: "Start chaos run" }).click();
    await expect(root.getByTestId("chaos")).toHaveAttribute("data-chaos", "done");
    await runButton(root).click();
    await expect(root.getByTestId("raising-result")).toBeVisible();
    await expect(root.getByRole("img", { name: /Calls by status/ })).toBeVisible();
    await expect(root.locator("#sandbox-source .line-marked").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the lesson page with its sandbox run has no axe violations", async ({ page }) => {
  await page.goto(SANDBOX_LESSON_PATH);
  const root = await liveSandbox(page, "lesson-sandbox");
  await runButton(root).click();
  await expect(root.getByTestId("trace").locator("table")).toBeVisible();
  await expectNoAxeViolations(page);
});
