import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { throttleCpu } from "./page-helpers";
import { liveSandbox } from "./sandbox-helpers";

/** Runs a chaos run on /sandbox (seed 1) and returns the exported trace, as text. */
async function chaosTrace(page: Page, cpuSlowdown: number): Promise<string> {
  if (cpuSlowdown > 1) await throttleCpu(page, cpuSlowdown);
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.locator("#sandbox-chaos-calls").fill("2000");
  await root.getByLabel(/^Failure probability/).fill("0.2");
  await root.getByLabel("Deadline per call (ms)").fill("300");
  await root.getByRole("button", { name: "Start chaos run" }).click();
  await expect(root.getByTestId("chaos")).toHaveAttribute("data-chaos", "done", { timeout: 120_000 });
  const download = page.waitForEvent("download");
  await root.getByRole("button", { name: "Export JSON" }).click();
  return readFile((await (await download).path()) as string, "utf8");
}

test("the same seed gives the same chaos trace, byte for byte, with the CPU slowed 4x", async ({ browser }) => {
  test.setTimeout(240_000);
  const runs: string[] = [];
  for (const slowdown of [1, 4]) {
    const context = await browser.newContext({ acceptDownloads: true });
    runs.push(await chaosTrace(await context.newPage(), slowdown));
    await context.close();
  }
  const [quick, slow] = runs as [string, string];
  const rows = JSON.parse(quick) as { durationMs: number; status: string }[];
  expect(rows).toHaveLength(2000);
  expect(Math.max(...rows.map((row) => row.durationMs))).toBeLessThanOrEqual(300);
  expect(new Set(rows.map((row) => row.status)).size).toBe(4);
  expect(slow).toBe(quick);
});
