import { expect, SANDBOX_LESSON_PATH, test } from "./fixtures";
import { badge, liveSandbox, runAndExpect, runButton } from "./sandbox-helpers";

test("reaches ok, invalid_args, tool_error and timeout through the controls", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await runAndExpect(root, "ok");
  await expect(root.getByTestId("envelope-result")).toContainText("The answer is 20.");

  await root.getByRole("button", { name: "unparseable expression" }).click();
  await runAndExpect(root, "invalid_args");
  await expect(root.getByTestId("envelope-result")).toContainText("step validation");

  await root.getByRole("button", { name: "division by zero" }).click();
  await runAndExpect(root, "tool_error");

  await root.getByText("Inject faults").click();
  await root.getByLabel("Fault").first().selectOption("hang");
  await root.getByLabel("Deadline (ms)").fill("200");
  await root.getByRole("button", { name: "valid", exact: true }).click();
  await runAndExpect(root, "timeout");
  await expect(root.getByTestId("result-json")).toContainText('"status": "timeout"');
});

test("a keyboard-only journey picks a tool, a preset and runs it", async ({ page }) => {
  await page.goto("/sandbox");
  await page.locator("#sandbox-tool").focus(); // keyboard focus alone loads the live sandbox
  const root = await liveSandbox(page);
  await expect(page.locator("#sandbox-tool")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("weather");
  await expect(page.locator("#sandbox-args")).toHaveValue(/Lisbon/);
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab"); // deadline, seed, arguments, first preset
  await expect(root.getByRole("button", { name: "valid", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(root.getByRole("button", { name: "wrong type" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#sandbox-args")).toHaveValue(/42/);
  await runButton(root).focus();
  await page.keyboard.press("Enter");
  await expect(badge(root)).toHaveAttribute("data-status", "invalid_args");
  await expect(root.getByRole("status").filter({ hasText: "Status invalid_args" })).toHaveText(
    /decided at step validation/,
  );
});

test("marks the deciding step's lines in the highlighted source", async ({ page }) => {
  await page.goto("/sandbox?tool=calculater");
  const root = await liveSandbox(page);
  await expect(badge(root)).toHaveAttribute("data-status", "invalid_args");
  const marked = root.locator("#sandbox-source .line-marked");
  await expect(marked.first()).toContainText("Asking for a tool that does not exist");
});

test("shows the JSON mistake in the arguments with its line and column, and does not run", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.getByLabel("Arguments (JSON)").fill('{\n  "expression": 1 +\n}');
  await expect(root.getByLabel("Arguments (JSON)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#sandbox-args-error")).toContainText("Line 2, column");
  await runButton(root).click();
  await expect(root.getByLabel("Arguments (JSON)")).toBeFocused();
  await expect(root.getByText("No call yet.")).toBeVisible();
});

test("a shared link replays the same run", async ({ page, context }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.getByLabel("Tool", { exact: true }).fill("weather");
  await root.getByText("Inject faults").click();
  await root.locator("#sandbox-fault-weather-kind").selectOption("outage");
  await root.locator("#sandbox-fault-weather-flaky").check();
  await root.getByLabel("Seed").fill("5");
  await runButton(root).click();
  await expect(badge(root)).toBeVisible();
  const json = await root.getByTestId("result-json").textContent();
  await expect(page).toHaveURL(/faults=weather/);

  const replay = await context.newPage();
  await replay.goto(page.url());
  const replayed = replay.locator('[data-sandbox="sandbox"]');
  await expect(replayed.getByTestId("result-json")).toHaveText(json ?? "");
  await expect(replayed.getByLabel("Seed")).toHaveValue("5");
});

test("without the envelope, the same call escapes as an uncaught error of the tool's own class", async ({ page }) => {
  await page.goto("/sandbox?tool=weather&args=%7B%22city%22%3A%22Lisbon%22%7D&faults=weather:outage");
  const root = await liveSandbox(page);
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error");
  await root.getByLabel("Also run without the envelope").check();
  await runButton(root).click();
  await expect(root.getByTestId("raising-result")).toContainText("Uncaught ServiceUnavailableError");
  await expect(root.getByTestId("raising-result")).toContainText("HTTP 503");
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error");
});

test("a tampered link shows a notice and falls back to defaults", async ({ page }) => {
  await page.goto("/sandbox?tool=weather&timeout=-5&seed=abc&faults=weather:explode&wait=7");
  const notices = page.getByTestId("sandbox-notices");
  await expect(notices).toContainText('"timeout" must be a whole number from 50 to 30000 ms');
  await expect(notices).toContainText('"faults" could not be read');
  await expect(notices).toContainText('"wait" must be 0 or 1');
  await expect(page.getByLabel("Deadline (ms)")).toHaveValue("2000");
  await expect(page.getByLabel("Tool", { exact: true })).toHaveValue("weather");
  const root = await liveSandbox(page);
  await runAndExpect(root, "invalid_args"); // weather without arguments: {} has no city
  await root.getByRole("button", { name: "valid", exact: true }).click();
  await runAndExpect(root, "ok");
});

test("exports the trace as JSON with one entry per call", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await runAndExpect(root, "ok");
  await root.getByRole("button", { name: "missing field" }).click();
  await runAndExpect(root, "invalid_args");
  await expect(root.getByTestId("latency")).toContainText("2 calls");
  const download = page.waitForEvent("download");
  await root.getByRole("button", { name: "Export JSON" }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const entries = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  expect(entries.map((entry: { status: string }) => entry.status)).toEqual(["ok", "invalid_args"]);
  await root.getByRole("button", { name: "Clear trace" }).click();
  await expect(root.getByText("No calls recorded yet.")).toBeVisible();
});

test("the sandbox in the lesson runs the real layer and marks the step", async ({ page }) => {
  await page.goto(SANDBOX_LESSON_PATH);
  const root = await liveSandbox(page, "lesson-sandbox");
  await runAndExpect(root, "ok");
  // The lesson lists tools-layer.ts above the sandbox; the sandbox marks that listing
  // rather than printing the file a second time.
  await expect(root.locator("#lesson-sandbox-source [data-line]")).toHaveCount(0);
  await expect(page.locator("#source-lib-envelope-tools-layer-ts .line-marked").first()).toBeVisible();
  await root.getByLabel("Tool", { exact: true }).fill("database");
  await runAndExpect(root, "ok");
  await expect(root.getByTestId("envelope-result")).toContainText("I found 1 matching record.");
});
