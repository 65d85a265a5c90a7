#!/usr/bin/env node
// How long "Check my layer" takes in the browser: from the press to the worker's verdict
// (the figure the results print), for the starter (fails, so the grader shrinks counterexamples) and the
// reference (passes, so every property runs in full). Cold: the first check on a fresh page,
// in the worker that woke with the widget; warm: the next check, in the spare worker
// started after the first. Median of 3 fresh pages, Chromium, CPU not slowed.
// Needs a production build. Run: node scripts/bench-kata-browser.mjs
// (BENCH_BASE=http://127.0.0.1:<port> measures a server you started yourself.)
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { startNext } from "./perf/next-server.mjs";

const ROUNDS = 3;
const SLUG = "error-envelope";
const DRAFT_KEY = `envelope-lab:kata:${SLUG}`; // lib/kata/ui/draft.ts, draftKey
const DRAFT_VERSION = 1; // lib/kata/ui/draft.ts, DRAFT_VERSION

if (!existsSync(".next/BUILD_ID")) {
  console.error("bench-kata-browser: no production build; run `npx next build` first");
  process.exit(1);
}
const executablePath =
  process.env.CHROMIUM_PATH || ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const layers = ["starter", "reference"].map((name) => [
  name,
  readFileSync(`content/lessons/${SLUG}/kata/${name}.ts`, "utf8"),
]);

/**
 * One press of "Check my layer" and the figures the results print: the calls made and the
 * time from the press to the worker's answer (measured in the page, kata-widget.tsx).
 */
async function oneCheck(page) {
  // The press moves focus to the button; the verdict moves it to the results' heading.
  await page.locator("#kata-check").click();
  await page.locator("#kata-result-title:focus").waitFor({ timeout: 60_000 });
  const text = await page.locator('.kata-result[data-kind="verdict"] p.text-muted').last().textContent();
  const [, calls, ms] = /(\d+) calls to your layer in (\d+) ms/.exec(text) ?? [];
  return { calls: Number(calls), ms: Number(ms) };
}

async function measure(browser, base, source) {
  const page = await browser.newPage();
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: DRAFT_KEY,
    value: JSON.stringify({ version: DRAFT_VERSION, data: { source } }),
  });
  await page.goto(`${base}/embed/${SLUG}/kata`);
  // A saved draft wakes the widget at once; the first check follows as soon as it is ready.
  await page.locator('[data-kata][data-ready="true"]').waitFor({ timeout: 60_000 });
  const cold = await oneCheck(page);
  // Let the spare worker load, as it does while a student reads the results.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const warm = await oneCheck(page);
  await page.close();
  return { cold, warm };
}

const server = process.env.BENCH_BASE ? null : await startNext(process.cwd(), { readyPath: "/api/health" });
const base = process.env.BENCH_BASE ?? server.base;
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_FLAGS],
});
try {
  await (await browser.newPage()).goto(`${base}/embed/${SLUG}/kata`); // the server's first render, unmeasured
  console.log(`median of ${ROUNDS} fresh pages, Chromium ${browser.version()}, CPU not slowed`);
  for (const [name, source] of layers) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await measure(browser, base, source));
    const median = (key) => runs.map((run) => run[key].ms).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
    console.log(
      `kata check, ${name} (${runs[0].cold.calls} calls): cold ${median("cold").toFixed(0)} ms, warm ${median("warm").toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  server?.stop();
}
