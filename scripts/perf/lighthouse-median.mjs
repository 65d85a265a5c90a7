// Lighthouse 12, mobile preset (its default: simulated slow 4G and 4x CPU slowdown), in
// the Chromium the end-to-end tests use. Each figure is the median of several runs
// (medianOf), taken per metric, because one run on a shared machine can be far off.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";

// Same choice as playwright.config.ts: Debian's Chromium where it exists.
export const CHROME_PATH =
  process.env.CHROME_PATH ??
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

// The flags the e2e tests use, plus headless.
const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/**
 * Opens one Chromium for a whole perf run; returns { once(url), close() }. `throttling`
 * "simulate" (Lighthouse's default) loads the page at full speed and computes the slow-4G
 * figures from that load; "devtools" slows the load itself, so requests finish in the
 * order a phone would see them.
 */
export async function openLighthouse({ throttling = "simulate" } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS, logLevel: "silent" });
  const once = async (url) => {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      throttlingMethod: throttling,
    });
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scriptsBeforeLcp: scriptsBeforeLcp(lhr, artifacts.Trace?.traceEvents ?? []),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      bytes: audit("total-byte-weight"),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    };
  };
  return { once, close: () => chrome.kill() };
}

/**
 * The script bytes that started running before the page's largest paint in the real
 * (unthrottled) load. Lighthouse's simulation puts each such script's download, on slow
 * 4G, in front of the paint; a script that ran only after the paint is left out of it.
 */
function scriptsBeforeLcp(lhr, traceEvents) {
  const lcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  if (lcpTs === undefined) return Number.NaN;
  const ran = new Set(
    traceEvents
      .filter((event) => event.name === "EvaluateScript" && event.ts < lcpTs && event.args?.data?.url)
      .map((event) => event.args.data.url),
  );
  return requests
    .filter((request) => request.resourceType === "Script" && ran.has(request.url))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** The median of several runs, metric by metric; accessibility is the worst run's. */
export function medianOf(runs) {
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    lcp: median("lcp"),
    tbt: median("tbt"),
    cls: median("cls"),
    bytes: median("bytes"),
    scriptsBeforeLcp: median("scriptsBeforeLcp"),
    performance: median("performance"),
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
  };
}
