import { expect, test } from "./fixtures";
import { holdRequests } from "./page-helpers";
import { badge, clickHandledWhile, liveSandbox } from "./sandbox-helpers";

const link = (sql: string, timeout: number) =>
  `/sandbox?tool=database&args=${encodeURIComponent(JSON.stringify({ sql }))}&timeout=${timeout}`;

test("the recursive-CTE link is refused at once and the page stays responsive", async ({ page }) => {
  await page.goto(link("WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c", 1000));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(badge(root)).toHaveAttribute("data-status", "invalid_args");
  await expect(root.getByTestId("result-json")).toContainText("recursive queries are not allowed here");
  // Refused before it ran: the page answers a click at once, with nothing running.
  await page.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(root.locator("[data-running]")).toHaveCount(0);
});

const DEADLINE_MS = 5000;

test("a query that outlives its deadline ends timeout at the deadline while clicks are answered", async ({ page }) => {
  // Eight copies of orders: 15^8 rows to count, seconds of SQLite work that the guard cannot refuse.
  const copies = Array.from({ length: 8 }, (_, i) => `orders o${i}`).join(", ");
  // A deadline of 5 s, not 1 s: the click below must land while the query runs, and on a
  // busy machine a click alone has taken longer than a second to be dispatched.
  await page.goto(link(`SELECT count(*) FROM ${copies}`, DEADLINE_MS));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(root.getByTestId("sql-status")).toHaveAttribute("data-sql", "ready");
  await expect(root.locator("[data-running]")).toBeVisible();
  expect(await clickHandledWhile(page, '[data-sandbox="sandbox"] [data-running]')).toBe(true);
  await expect(badge(root)).toHaveAttribute("data-status", "timeout");
  await expect(root.getByTestId("result-json")).toContainText(`no answer within ${DEADLINE_MS} ms`);
  const shown = Number((await root.getByTestId("duration").textContent())?.replace(/\D/g, ""));
  // Not before the deadline; and the query (minutes of work) did not end the call: the
  // deadline's timer did, which the replaced worker below confirms.
  expect(shown).toBeGreaterThanOrEqual(DEADLINE_MS);

  // The worker was replaced: the next call gets an answer.
  await expect(root.getByRole("button", { name: "Run", exact: true })).toBeVisible();
  await root.locator("#sandbox-args").fill(JSON.stringify({ sql: "SELECT count(*) FROM customers" }));
  await root.getByRole("button", { name: "Run", exact: true }).click();
  await expect(badge(root)).toHaveAttribute("data-status", "ok");
  await expect(root.getByTestId("result-json")).toContainText("8");
});

test("a first database call on a slow network returns ok: loading SQLite is not part of the call", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(link("SELECT name FROM customers ORDER BY id", 1000));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(root.getByTestId("sql-status").getByRole("status")).toHaveText(/^Loading SQLite…/);
  await expect(badge(root)).toHaveAttribute("data-status", "ok", { timeout: 60_000 });
  await expect(root.getByTestId("result-json")).toContainText("Ana Sousa");
  expect(Number((await root.getByTestId("duration").textContent())?.replace(/\D/g, ""))).toBeLessThan(1000);
});

test("choosing the database tool starts loading SQLite before any call", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await expect(root.getByTestId("sql-status")).toHaveAttribute("data-sql", "idle");
  await root.getByLabel("Tool", { exact: true }).fill("database");
  await expect(root.getByTestId("sql-status")).toHaveAttribute("data-sql", "ready");
});

for (const width of [1280, 360]) {
  test(`at ${width} px, neither the live swap nor SQLite's loading moves the controls below the status line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdRequests(page, "**/sql-wasm.wasm");
    await page.goto("/sandbox");
    const root = page.locator('[data-sandbox="sandbox"]');
    const status = root.getByTestId("sql-status");
    const result = root.getByRole("region", { name: "Result", exact: true });
    const top = () => result.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const height = () => status.evaluate((element) => element.getBoundingClientRect().height);
    const placeholder = { top: await top(), height: await height() };

    await liveSandbox(page);
    expect({ top: await top(), height: await height() }, "after the swap to the live sandbox").toEqual(placeholder);
    // Choosing the tool changes the form above (its hint); the status line keeps its height.
    await root.getByLabel("Tool", { exact: true }).fill("database");
    await expect(status).toHaveAttribute("data-sql", "loading");
    expect(await height(), "while SQLite loads").toBe(placeholder.height);
    const loading = await top();
    release();
    await expect(status).toHaveAttribute("data-sql", "ready");
    expect({ top: await top(), height: await height() }, "once SQLite is ready").toEqual({
      top: loading,
      height: placeholder.height,
    });
  });
}
