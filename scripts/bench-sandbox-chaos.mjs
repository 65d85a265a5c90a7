#!/usr/bin/env node
// Benchmarks the sandbox's chaos run in Chromium: 10,000 calls through the real tools
// layer in the page, as a student would start it. Needs a production build (npx next build).
// Starts the production server on a free port (startNext), prints calls/s and wall time, then stops it.
// Responsiveness: a PerformanceObserver collects long tasks and a capturing listener the
// delay of each click (handler time minus the event's timestamp), first on the idle page
// (the baseline, same run), then while each chaos run is going; figures are printed with
// their ratio to the baseline.
// Run: node scripts/bench-sandbox-chaos.mjs
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { startNext } from "./perf/next-server.mjs";

const CALLS = 10_000;
const RUNS = 3;

if (!existsSync(".next/BUILD_ID")) {
  console.error("bench-sandbox-chaos: no production build; run `npx next build` first");
  process.exit(1);
}

const { base, stop } = await startNext(process.cwd(), { readyPath: "/sandbox" });

// Same choice as playwright.config.ts: Debian's Chromium where it exists, else Playwright's.
const executablePath =
  process.env.CHROMIUM_PATH || ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

try {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/sandbox`);
  const root = page.locator('[data-sandbox="sandbox"]');
  await root.locator(".sandbox").hover();
  await root.locator("[data-ready]").waitFor();
  await root.getByLabel("Deadline per call (ms)").fill("300");
  await root.getByLabel(/^Failure probability/).fill("0.2");
  const chaos = root.getByTestId("chaos");
  await page.evaluate(() => {
    window.benchPerf = { longTasks: [], clicks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchPerf.longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
    document.addEventListener("click", (event) => window.benchPerf.clicks.push(performance.now() - event.timeStamp), {
      capture: true,
    });
  });
  const heading = root.getByRole("heading", { name: "Chaos run" });
  const takePerf = () =>
    page.evaluate(() => {
      const taken = window.benchPerf;
      window.benchPerf = { longTasks: [], clicks: [] };
      return taken;
    });
  const figures = ({ longTasks, clicks }) => ({
    longest: Math.max(0, ...longTasks),
    longCount: longTasks.length,
    clickMax: Math.max(0, ...clicks),
    clickMedian: [...clicks].sort((a, b) => a - b)[Math.floor(clicks.length / 2)] ?? 0,
    clicks: clicks.length,
  });
  const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(1)}x` : "n/a");
  // Baseline: the same clicks on the idle page.
  await takePerf();
  for (let i = 0; i < 20; i++) await heading.click();
  const idle = figures(await takePerf());
  console.log(
    `baseline (idle page): longest task ${idle.longest.toFixed(0)} ms, ${idle.longCount} long tasks; click delay median ${idle.clickMedian.toFixed(1)} ms, max ${idle.clickMax.toFixed(1)} ms (${idle.clicks} clicks)`,
  );
  const wallTimes = [];
  for (const [index, calls] of [1000, ...Array(RUNS).fill(CALLS)].entries()) {
    await root.locator("#sandbox-chaos-calls").fill(String(calls));
    const clickedAt = Date.now();
    await takePerf();
    await root.getByRole("button", { name: "Start chaos run" }).click();
    // Click (harmlessly, on the heading) for as long as the run goes on.
    while ((await chaos.getAttribute("data-chaos")) === "running") await heading.click();
    await page.waitForFunction(
      (el) => el?.getAttribute("data-chaos") === "done" && el.querySelector("[data-wall-ms]"),
      await chaos.elementHandle(),
      { timeout: 120_000, polling: 50 },
    );
    const perf = figures(await takePerf());
    const summary = root.getByTestId("chaos-summary");
    const wallMs = Number(await summary.getAttribute("data-wall-ms"));
    const virtualMs = Number(await summary.getAttribute("data-virtual-ms"));
    const untilShown = Date.now() - clickedAt;
    if (index === 0) {
      console.log(`warm-up: ${calls} calls in ${wallMs.toFixed(0)} ms`);
      continue;
    }
    wallTimes.push(wallMs);
    console.log(
      `chaos run ${index}: ${calls} calls, ${virtualMs.toFixed(0)} ms virtual, computed in ${wallMs.toFixed(0)} ms = ${Math.round((calls / wallMs) * 1000)} calls/s (click to results on screen: ${untilShown} ms)`,
    );
    console.log(
      `  longest task ${perf.longest.toFixed(0)} ms (${ratio(perf.longest, idle.longest)} baseline), ${perf.longCount} long tasks over 50 ms; click delay median ${perf.clickMedian.toFixed(1)} ms (${ratio(perf.clickMedian, idle.clickMedian)}), max ${perf.clickMax.toFixed(1)} ms (${ratio(perf.clickMax, idle.clickMax)}) over ${perf.clicks} clicks`,
    );
    await root.getByRole("button", { name: "Clear trace" }).click();
  }
  wallTimes.sort((a, b) => a - b);
  const median = wallTimes[Math.floor(wallTimes.length / 2)];
  console.log(
    `median of ${RUNS}: ${CALLS} calls in ${median.toFixed(0)} ms = ${Math.round((CALLS / median) * 1000)} calls/s (deadline 300 ms, p = 0.2, Chromium ${browser.version()})`,
  );
  await browser.close();
} finally {
  stop();
}
