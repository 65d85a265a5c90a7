import { expect, test } from "./fixtures";
import { liveSandbox } from "./sandbox-helpers";

/** The chaos run's figures once it is done, read from the figures line's data attributes. */
async function figures(root: import("@playwright/test").Locator) {
  await expect(root.getByTestId("chaos")).toHaveAttribute("data-chaos", "done", { timeout: 60_000 });
  const line = root.getByTestId("chaos-figures");
  await expect(line).toBeVisible();
  const read = async (name: string) => Number(await line.getAttribute(`data-${name}`));
  return {
    text: (await line.textContent()) ?? "",
    attempts: await read("attempts"),
    retries: await read("retries"),
    trips: await read("breaker-trips"),
    refusals: await read("breaker-refusals"),
  };
}

test("a weather outage retried without a budget multiplies the attempts; with a budget and a breaker it stays bounded", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const calls = 500;
  const runWith = async (retries: string) => {
    await page.goto(`/sandbox?calls=${calls}&p=0.2&chaos-timeout=300&retries=${retries}&outage=1`);
    return figures(await liveSandbox(page));
  };
  const unbounded = await runWith("unbounded");
  expect(unbounded.text).toContain(`for ${calls} calls`);
  expect(unbounded.attempts, "retries add well over half the calls again").toBeGreaterThan(1.5 * calls);
  expect(unbounded.retries).toBe(unbounded.attempts - calls);
  expect(unbounded.trips).toBe(0);

  const bounded = await runWith("budget");
  expect(bounded.attempts, "fewer attempts than calls: the breaker answers some itself").toBeLessThan(calls);
  expect(bounded.retries).toBeLessThanOrEqual(10 + 0.1 * calls); // the budget's reserve plus its share
  expect(bounded.trips).toBeGreaterThan(0);
  expect(bounded.refusals).toBeGreaterThan(0);
});

test("the retries setting is in the address, and a bad value is refused with a notice instead of clamped", async ({
  page,
}) => {
  await page.goto("/sandbox?calls=50&retries=forever");
  const notices = page.getByTestId("sandbox-notices");
  await expect(notices).toContainText('"retries" must be one of none, unbounded, budget');
  const root = await liveSandbox(page);
  await expect(root.getByTestId("chaos")).toHaveAttribute("data-chaos", "idle");
  await root.getByLabel("Retries").selectOption("budget");
  await expect(page).toHaveURL(/retries=budget/);
  await expect(page).toHaveURL(/calls=50/);
});

test("a trace row of a retried call shows its attempt number", async ({ page }) => {
  await page.goto("/sandbox?calls=20&p=0&chaos-timeout=300&retries=unbounded&outage=1");
  const root = await liveSandbox(page);
  await figures(root);
  await expect(root.getByTestId("trace").locator("tbody tr").first()).toContainText(/#\d/);
});
