#!/usr/bin/env node
// How the site feels on a phone, next to a bare Next.js page built and served in the same
// run: per route, the document size, first-load JS (gzip), and Lighthouse mobile (median of
// 3: LCP, TBT, CLS, transfer size, accessibility), each with its ratio to the bare page and
// PASS/FAIL against the budgets in scripts/perf/budgets.mjs. Both sides share one noisy
// machine, which is why every verdict is a ratio, never an absolute time.
// Usage: npm run perf                 (builds both apps)
//        npm run perf -- --no-build   (reuses this app's existing .next)
//        npm run perf -- --runs 1     (one Lighthouse run per route, for a quick look)
//        npm run perf -- --route /sandbox   (only the routes that start so, beside the bare page)
//        npm run perf -- --throttling devtools   (slow the load itself instead of simulating)
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DIST_DIR } from "./dist-dir.mjs";
import { documentSize, firstLoadJs, kB } from "./first-load-js.mjs";
import { buildBareApp, nextBuild } from "./perf/bare-app.mjs";
import { checkBudgets } from "./perf/budgets.mjs";
import { bytesOnTheWire } from "./perf/bytes-on-the-wire.mjs";
import { lessonRoutes } from "./perf/lesson-routes.mjs";
import { CHROME_PATH, medianOf, openLighthouse } from "./perf/lighthouse-median.mjs";
import { startNext } from "./perf/next-server.mjs";

// Every page of every lesson is measured: the parts are read from the build, which
// prerenders each lesson's first page as lessons/<slug>.html and each later part as
// lessons/<slug>/<part>.html (so they are read after the build below).
const argRoute = process.argv.indexOf("--route");
const ONLY = argRoute > 0 ? process.argv[argRoute + 1] : undefined;
const routes = () =>
  ["/", ...lessonRoutes(process.cwd()), "/sandbox", "/embed/error-envelope/match", "/join"].filter(
    (route) => ONLY === undefined || route.startsWith(ONLY),
  );
const argRuns = process.argv.indexOf("--runs");
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 3;
const argThrottling = process.argv.indexOf("--throttling");
const THROTTLING = argThrottling > 0 ? process.argv[argThrottling + 1] : "simulate";
if (!["simulate", "devtools"].includes(THROTTLING)) {
  console.error(`perf: --throttling must be "simulate" or "devtools", not "${THROTTLING}"`);
  process.exit(2);
}
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9) {
  console.error("perf: --runs must be a whole number from 1 to 9");
  process.exit(2);
}

const root = process.cwd();
console.log("building the bare hello-world app…");
const bareDir = buildBareApp(root);
if (!process.argv.includes("--no-build") || !existsSync(path.resolve(root, DIST_DIR, "BUILD_ID"))) {
  console.log("building Envelope Lab…");
  nextBuild(root);
}

const servers = [];
const lighthouse = await openLighthouse({ throttling: THROTTLING });
let failed = 0;
try {
  const bareServer = await startNext(bareDir);
  servers.push(bareServer);
  const appServer = await startNext(root, {
    readyPath: "/api/health",
    env: { CHECKPOINT_SECRET: randomBytes(32).toString("base64url") },
  });
  servers.push(appServer);

  // Every target once per round, round after round, so a burst of load elsewhere on the
  // machine lands on the bare page as much as on any route.
  const targets = [
    { route: "bare page", dir: bareDir, url: `${bareServer.base}/` },
    ...routes().map((route) => ({ route, dir: root, url: `${appServer.base}${route}` })),
  ];
  for (const target of targets) {
    const html = await (await fetch(target.url)).text();
    Object.assign(target, documentSize(html), { jsBytes: firstLoadJs(target.dir, html).gzipBytes, runs: [] });
    // One unmeasured load first, so no route pays for the server's first render of it.
    await lighthouse.once(target.url);
  }
  for (let round = 1; round <= RUNS; round++) {
    process.stdout.write(`Lighthouse round ${round} of ${RUNS}…\n`);
    for (const target of targets) target.runs.push(await lighthouse.once(target.url));
  }
  // The document as a browser receives it: compressed by the server, with its headers.
  for (const target of targets) target.wire = (await bytesOnTheWire(target.url)).total;
  const [bare, ...rows] = targets.map((target) => ({ ...target, ...medianOf(target.runs) }));

  const version = JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version;
  console.log(
    `\nLighthouse 12 mobile (${THROTTLING === "simulate" ? "simulated" : "applied (devtools)"} slow 4G, 4x CPU), median of ${RUNS}, Chromium at ${CHROME_PATH}; bare page: Next ${version} hello world, same run`,
  );
  const x = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}x` : "n/a");
  const head = [
    "route",
    "doc kB",
    "doc gz",
    "sent kB",
    "JS gz",
    "xJS",
    "LCP ms",
    "xLCP",
    "TBT ms",
    "xTBT",
    "CLS",
    "xfer kB",
    "JS<LCP",
    "a11y",
  ];
  const widths = [32, 7, 7, 8, 7, 6, 7, 6, 7, 6, 6, 8, 7, 5];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" ");
  console.log(line(head));
  // doc kB and gz: the document (its RSC payload inline), raw and gzip level 9, which the
  // lesson document budget judges; sent kB: the same as it went over the wire, as the
  // server compressed it, headers included. JS<LCP: script kB that ran before the largest paint in the
  // real load; Lighthouse's simulation makes the paint wait for all of them on slow 4G.
  for (const r of [bare, ...rows]) {
    console.log(
      line([
        r.route,
        kB(r.rawBytes),
        kB(r.gzipBytes),
        kB(r.wire),
        kB(r.jsBytes),
        x(r.jsBytes, bare.jsBytes),
        r.lcp.toFixed(0),
        x(r.lcp, bare.lcp),
        r.tbt.toFixed(0),
        x(r.tbt, bare.tbt),
        r.cls.toFixed(3),
        kB(r.bytes),
        kB(r.scriptsBeforeLcp),
        String(r.accessibility),
      ]),
    );
  }
  console.log("\nbudgets (ratios to the bare page above)");
  for (const r of rows) {
    for (const [name, pass, detail] of checkBudgets(r, bare)) {
      if (!pass) failed++;
      console.log(`${pass ? "PASS" : "FAIL"}  ${r.route.padEnd(32)} ${name.padEnd(14)} ${detail}`);
    }
  }
  console.log(failed === 0 ? "\nperf: every budget met" : `\nperf: ${failed} budget(s) missed`);
} finally {
  await lighthouse.close();
  for (const server of servers) server.stop();
}
process.exit(failed === 0 ? 0 : 1);
