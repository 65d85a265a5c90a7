#!/usr/bin/env node
// Runs every check and test the project has, in the order a failure is cheapest to
// find, then prints one closing line that sums all runners:
//   tests: N passed, N failed, N skipped
// Exits non-zero when anything failed or when no test ran at all.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function step(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) problems.push(name);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

const chromium = ensureChromium();

step("lint", "npx", ["biome", "check", "."]);
step("typecheck", "npx", ["tsc", "--noEmit"]);
step("content check", "npx", ["tsx", "scripts/content-check.ts"]);

step("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  totals.failed += 1;
}

const built = step("production build", "npx", ["next", "build"]);
if (built && chromium) {
  step("end-to-end tests", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromium === "playwright" ? "" : chromium });
  const e2e = readJson("test-results/e2e.json");
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  } else {
    totals.failed += 1;
  }
} else {
  problems.push(built ? "no browser for end-to-end tests" : "end-to-end tests not run (build failed)");
  totals.failed += 1;
}

if (problems.length > 0) console.log(`\nProblems: ${problems.join("; ")}`);
const ran = totals.passed + totals.failed + totals.skipped;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 || ran === 0 ? 1 : 0);
