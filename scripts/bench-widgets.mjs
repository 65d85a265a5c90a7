#!/usr/bin/env node
// How fast a widget wakes: in Chromium with the CPU slowed 4x (CDP), the time from a
// student's first input on a server-rendered widget whose code has not loaded yet to the
// answer on screen. Each cold figure sits beside the same input on the awake widget in
// the same run (the baseline), so a busy machine shows in both. Budget: 100 ms (BUDGETS.firstInputMs).
// Needs a production build (`npx next build`). Run: node scripts/bench-widgets.mjs
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { BUDGETS } from "./perf/budgets.mjs";
import { startNext } from "./perf/next-server.mjs";

const BUDGET_MS = BUDGETS.firstInputMs;
const ROUNDS = 3;
const CPU_SLOWDOWN = 4;

if (!existsSync(".next/BUILD_ID")) {
  console.error("bench-widgets: no production build; run `npx next build` first");
  process.exit(1);
}
const executablePath =
  process.env.CHROMIUM_PATH || ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

/**
 * Arms a timer in the page: from the next `eventType` event's own timestamp to the first
 * DOM change after which an element matches `selector` (and holds `text`, when given).
 */
const arm = (page, eventType, selector, text) =>
  page.evaluate(
    ({ eventType, selector, text }) => {
      window.benchWake = new Promise((resolve) => {
        let start;
        const done = () =>
          [...document.querySelectorAll(selector)].some((element) => !text || element.textContent.includes(text));
        const observer = new MutationObserver(() => {
          if (start === undefined || !done()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        document.addEventListener(eventType, (event) => (start = event.timeStamp), { capture: true, once: true });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { eventType, selector, text },
  );
const measured = (page) => page.evaluate(() => window.benchWake);

async function slowPage(browser, url) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url);
  return page;
}

/** Run on /sandbox: cold (first click, widget not loaded), then warm (another preset, Run again). */
async function sandboxRun(browser, base) {
  const page = await slowPage(browser, `${base}/sandbox`);
  const root = page.locator('[data-sandbox="sandbox"]');
  const island = root.locator(".sandbox");
  // Hydrated placeholder: it hears the click, loads the widget and replays the press.
  await island.and(page.locator("[data-island]")).waitFor();
  const badge = '[data-sandbox="sandbox"] [data-testid="envelope-result"] .status-badge';
  await arm(page, "click", `${badge}[data-status="ok"]`);
  await root.getByRole("button", { name: "Run", exact: true }).click();
  const cold = await measured(page);
  await root.getByRole("button", { name: "unparseable expression" }).click();
  await arm(page, "click", `${badge}[data-status="invalid_args"]`);
  await root.getByRole("button", { name: "Run", exact: true }).click();
  const warm = await measured(page);
  await page.close();
  return { cold, warm };
}

/** Space on a match card in the embed: cold (first key), then warm (Escape, Space again). */
async function matchPickUp(browser, base) {
  const page = await slowPage(browser, `${base}/embed/error-envelope/match`);
  const exercise = page.locator("[data-match-exercise]");
  await exercise.and(page.locator("[data-island]")).waitFor();
  const handle = exercise.locator(".match-handle").first();
  // dnd-kit speaks through its own live region, a child of <body>, not of the exercise.
  const status = '[role="status"]';
  await handle.focus();
  await arm(page, "keydown", status, "Picked up:");
  await page.keyboard.press("Space");
  const cold = await measured(page);
  // dnd-kit's keyboard sensor listens from a zero-delay timer after the pick-up (as in e2e/match-input.spec.ts).
  await page.locator("[data-dragging]").waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press("Escape");
  await page.locator(status, { hasText: "Cancelled" }).waitFor({ state: "attached" });
  await handle.focus();
  await arm(page, "keydown", status, "Picked up:");
  await page.keyboard.press("Space");
  const warm = await measured(page);
  await page.close();
  return { cold, warm };
}

const server = await startNext(process.cwd(), { readyPath: "/api/health" });
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});
let failed = false;
try {
  // One unmeasured visit each, so the server's first render of a route is not counted.
  await (await slowPage(browser, `${base()}/sandbox`)).close();
  await (await slowPage(browser, `${base()}/embed/error-envelope/match`)).close();
  console.log(`CPU ${CPU_SLOWDOWN}x slower (CDP), median of ${ROUNDS} fresh pages, Chromium ${browser.version()}`);
  for (const [name, measure] of [
    ["sandbox: first click on Run -> result on screen", sandboxRun],
    ["match: first key on a card -> pick-up announced", matchPickUp],
  ]) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await measure(browser, base()));
    const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
    const cold = median("cold");
    const warm = median("warm");
    const pass = cold <= BUDGET_MS;
    if (!pass) failed = true;
    console.log(
      `${pass ? "PASS" : "FAIL"}  ${name}: cold ${cold.toFixed(0)} ms (budget ${BUDGET_MS} ms); awake widget, same input: ${warm.toFixed(0)} ms (cold/awake ${(cold / Math.max(1, warm)).toFixed(1)}x)`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);

function base() {
  return server.base;
}
