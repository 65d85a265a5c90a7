import type { Locator } from "@playwright/test";
import { loadScenarios, scenarioHref } from "@/lib/sandbox/scenarios";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { badge } from "./sandbox-helpers";

// Stopping the wait is not stopping the work: the deadlines lesson's three scenarios.
const scenarios = loadScenarios("deadlines-and-retries");
const href = (id: string) => {
  const scenario = scenarios.find((s) => s.id === id);
  if (!scenario) throw new Error(`the deadlines lesson has the ${id} scenario`);
  return scenarioHref(scenario);
};

/** The trace's rows, oldest first, as [call id, status, duration in ms, error]. */
async function traceRows(root: Locator) {
  const rows = await root
    .getByTestId("trace")
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "");
        const status = tr.querySelector("[data-status]")?.getAttribute("data-status") ?? "";
        return [cells[0], status, Number(cells[4]?.replace(/\D/g, "")), cells[5]] as const;
      }),
    );
  return rows.reverse();
}

const afterDeadline = (root: Locator) => root.getByTestId("after-deadline");
const pastDeadline = (line: string) => Number(/kept working (\d+) ms/.exec(line)?.[1]);

test("abandoned work keeps its connections after the deadline, and the third call finds the pool full", async ({
  page,
}) => {
  await page.goto(href("ignored-signal-holds-pool"));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error");
  await expect(root.getByTestId("trace").locator("tbody tr")).toHaveCount(3);
  const [first, second, third] = await traceRows(root);
  // Each deadline fired on time: the caller got its timeout after 1000 ms, not after the work.
  for (const row of [first, second]) {
    expect(row?.[1]).toBe("timeout");
    expect(row?.[2]).toBeGreaterThanOrEqual(1000);
    expect(row?.[2]).toBeLessThan(2000);
  }
  expect(third?.[1]).toBe("tool_error");
  // The trace's error column may add the retry hint after the message.
  expect(third?.[3]).toMatch(/^connection pool exhausted \(2\/2 in use\)/);

  // The cost, as the panel shows it: both connections held, then given back as the work ends.
  const panel = afterDeadline(root);
  await expect(panel).toContainText("call_0001: the deadline ended the wait, but the tool is still working.");
  await expect(panel.getByTestId("pool-in-use")).toHaveText("Database connections in use: 2 of 2.");
  await expect(panel.getByTestId("pool-in-use")).toHaveText("Database connections in use: 0 of 2.");
  await expect(panel).not.toHaveAttribute("data-working");
  const lines = await panel.locator("li").allTextContents();
  for (const id of ["call_0001", "call_0002"]) {
    const line = lines.find((text) => text.startsWith(id)) ?? "";
    // Four seconds of work that began with the call: about three seconds past a one-second deadline.
    expect(pastDeadline(line), line).toBeGreaterThanOrEqual(2900);
  }
  expect(lines).toContain("call_0003: ended before its deadline.");
});

test("the same slow query, honouring its signal, stops at each deadline and never fills the pool", async ({ page }) => {
  await page.goto(href("honoured-signal-frees-pool"));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(root.getByTestId("trace").locator("tbody tr")).toHaveCount(3);
  const rows = await traceRows(root);
  expect(rows.map((row) => row[1])).toEqual(["timeout", "timeout", "timeout"]);
  const panel = afterDeadline(root);
  for (const id of ["call_0001", "call_0002", "call_0003"]) {
    await expect(panel.getByText(`${id}: the work stopped at the deadline.`)).toBeVisible();
  }
  await expect(panel.getByTestId("pool-in-use")).toHaveText("Database connections in use: 0 of 2.");
  await expectNoAxeViolations(page, '[data-testid="after-deadline"]');
});

test("a runaway query is stopped at its deadline by terminating its worker", async ({ page }) => {
  await page.goto(href("runaway-query-worker"));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(badge(root)).toHaveAttribute("data-status", "timeout");
  await expect(root.getByTestId("result-json")).toContainText("no answer within 1000 ms");
  const panel = afterDeadline(root);
  await expect(panel.getByTestId("workers-replaced")).toContainText("terminated at the deadline");
  await expect(panel).toContainText("call_0001: the work stopped at the deadline.");
  await expect(panel.getByTestId("pool-in-use")).toHaveText("Database connections in use: 0 of 2.");
});
