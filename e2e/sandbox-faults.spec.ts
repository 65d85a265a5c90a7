import { expect, test } from "./fixtures";
import { badge, liveSandbox, runAndExpect } from "./sandbox-helpers";

test("every fault kind ends the call with the status the lesson predicts", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.getByText("Inject faults").click();
  const kind = (tool: string) => root.locator(`#sandbox-fault-${tool}-kind`);

  // throw → tool_error, even when the message says "timeout"
  await kind("calculator").selectOption("throw");
  await root.locator("#sandbox-fault-calculator-message").fill("lock wait timeout exceeded");
  await runAndExpect(root, "tool_error");
  await expect(root.getByTestId("result-json")).toContainText("lock wait timeout exceeded");

  // hang → timeout at the deadline
  await kind("calculator").selectOption("hang");
  await root.getByLabel("Deadline (ms)").fill("300");
  await runAndExpect(root, "timeout");

  // slow past the deadline → timeout; slow within it → ok
  await kind("calculator").selectOption("slow");
  await root.locator("#sandbox-fault-calculator-ms").fill("1000");
  await runAndExpect(root, "timeout");
  await root.locator("#sandbox-fault-calculator-ms").fill("0");
  await runAndExpect(root, "ok");

  // flaky with p = 1 always fires
  await kind("calculator").selectOption("throw");
  await root.locator("#sandbox-fault-calculator-flaky").check();
  await root.locator("#sandbox-fault-calculator-p").fill("1");
  await runAndExpect(root, "tool_error");
  await root.locator("#sandbox-fault-calculator-p").fill("0");
  await runAndExpect(root, "ok");

  // outage → tool_error
  await root.getByLabel("Tool", { exact: true }).fill("weather");
  await kind("weather").selectOption("outage");
  await root.getByLabel("Deadline (ms)").fill("2000");
  await runAndExpect(root, "tool_error");
  await expect(root.getByTestId("envelope-result")).toContainText("HTTP 503");

  // a full pool fails fast (tool_error), or times out when the tool waits for a connection
  await root.getByLabel("Tool", { exact: true }).fill("database");
  await kind("database").selectOption("pool_exhausted");
  await runAndExpect(root, "tool_error");
  await root.getByLabel(/wait for a connection/).check();
  await root.getByLabel("Deadline (ms)").fill("400");
  await runAndExpect(root, "timeout");
  await expect(page).toHaveURL(/wait=1/);
});

test("a database call loads SQLite in the browser and answers with real rows", async ({ page }) => {
  await page.goto("/sandbox?tool=database&args=%7B%22sql%22%3A%22SELECT%20COUNT(*)%20AS%20n%20FROM%20orders%22%7D");
  const root = await liveSandbox(page);
  await expect(badge(root)).toHaveAttribute("data-status", "ok");
  await expect(root.getByTestId("result-json")).toContainText('"n"');
  await expect(root.getByTestId("result-json")).toContainText("15");
});
