#!/usr/bin/env node
// Runs every check and test the project has, in the order a failure is cheapest to
// find, then prints one closing line that sums all runners:
//   tests: N passed, N failed, N skipped
// Test counts come from the runners' JSON reports. A check that is not a test runner
// (lint, type check, content check, build) counts as one failed test when it fails,
// and so does a test file that could not be loaded, so the line never says
// "0 failed" while something failed. Exits non-zero when anything failed or nothing ran.
//
// NOTE: vitest leaves a core free (its workers are the cores less one: one on the 2-core
// machines here), which left that core idle for five minutes; the type check, the content
// check and both builds use it meanwhile. vitest's output is held until the builds are
// done and printed then, so the two never interleave in the log. The end-to-end runs start
// only after both: a browser and a server share the same cores.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { startThrowawayPostgres } from "./ensure-postgres.mjs";
import { countPlaywright, countVitest, readReport } from "./test-counts.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  problems.push(...counts.problems);
}

// NOTE: never spawnSync here: it would stall this process's event loop, and with it the
// pipe that drains the background step's output, until that step blocked on a full pipe.
async function step(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  // A command that cannot start at all is a failed step, said so, not a hang.
  const code = await new Promise((resolve) => {
    child.on("error", (error) => {
      console.log(`${name}: could not start (${error.message})`);
      resolve(-1);
    });
    child.on("close", resolve);
  });
  const ok = code === 0;
  console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/**
 * Starts a step in the background with its output held in memory; resolves to
 * { ok, seconds, output } once it ends, for the caller to print when nothing else is
 * writing. A run killed meanwhile (CI's time limit, Ctrl-C) prints what it holds first.
 */
function stepInBackground(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name} (in the background): ${command} ${args.join(" ")}`);
  const started = Date.now();
  const chunks = [];
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } });
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString("utf8");
  const onKill = (signal) => {
    console.log(`\n▶ ${name}: its output so far (the run got ${signal})\n${output()}`);
    process.exit(1);
  };
  process.once("SIGTERM", onKill);
  process.once("SIGINT", onKill);
  let settled = false;
  return new Promise((resolve) => {
    const end = (ok, note = "") => {
      if (settled) return;
      settled = true;
      process.off("SIGTERM", onKill);
      process.off("SIGINT", onKill);
      resolve({ ok, seconds: (Date.now() - started) / 1000, output: output() + note });
    };
    child.on("error", (error) => end(false, `\ncould not start: ${error.message}\n`));
    child.on("close", (code) => end(code === 0));
  });
}

/** A check that is not a test runner: one pass or one failure, under its own name. */
async function check(name, command, args, extraEnv = {}) {
  const ok = await step(name, command, args, extraEnv);
  add({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, problems: ok ? [] : [name] });
  return ok;
}

async function startPostgres() {
  console.log("\n▶ Postgres for the store tests: scripts/ensure-postgres.mjs");
  const server = await startThrowawayPostgres();
  if (server.ok) {
    const { install, start } = server.seconds;
    console.log(`✔ Postgres at ${server.url} (install ${install.toFixed(1)} s, start ${start.toFixed(1)} s)`);
    process.on("exit", server.stop);
  } else {
    console.log(`✘ Postgres: ${server.reason}`);
    add({ passed: 0, failed: 1, skipped: 0, problems: [`Postgres for the store tests (${server.reason})`] });
  }
  return server;
}

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

const chromium = ensureChromium();

// The code that runs as text and the grading worker, which the type check and the builds import.
await check("bundles", "npx", ["tsx", "scripts/build-bundles.ts"]);
await check("lint", "npm", ["run", "--silent", "lint"]);
// The Dockerfile's steps, performed in a scratch folder (scripts/dockerfile.test.ts): an npm
// ci and a build of their own, so they run beside the unit tests and the builds, not after.
const dockerfileRun = stepInBackground("Dockerfile steps", "npx", [
  "vitest",
  "run",
  "-c",
  "vitest.dockerfile.config.ts",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest-dockerfile.json",
]);
// The store's tests, and the two-replica end-to-end test (e2e/replicas.spec.ts), also run
// against a real Postgres: one named by TEST_DATABASE_URL, else a throwaway server started
// here and kept until the end-to-end tests are done. One that cannot be started is a
// failed check, never a quiet PGlite-only run.
const postgres = env.TEST_DATABASE_URL ? null : await startPostgres();
const postgresEnv = postgres?.ok ? { TEST_DATABASE_URL: postgres.url } : {};
const unitRun = stepInBackground(
  "unit tests",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
  postgresEnv,
);

await check("typecheck", "npx", ["tsc", "--noEmit"]);
await check("content check", "npx", ["tsx", "scripts/content-check.ts"]);
const built = await check("production build", "npx", ["next", "build"]);

// Fixture lessons (e.g. a match with its own categories) in a build of their own, in its own
// folder, so the site's build above stays what `npm start` serves (playwright.fixtures.config.ts).
const fixtureEnv = {
  LESSONS_DIR: "lib/exercises/match/fixtures/category-lessons",
  NEXT_DIST_DIR: ".next-fixture-lessons",
};
const fixturesBuilt = await check("fixture lessons build", "npx", ["next", "build"], fixtureEnv);
const unit = await unitRun;
console.log(`\n▶ unit tests: their output\n${unit.output}`);
console.log(`${unit.ok ? "✔" : "✘"} unit tests (${unit.seconds.toFixed(1)} s)`);
const unitOk = unit.ok;
add(countVitest(readReport("test-results/vitest.json"), unitOk));
const dockerfile = await dockerfileRun;
console.log(`\n▶ Dockerfile steps: their output\n${dockerfile.output}`);
console.log(`${dockerfile.ok ? "✔" : "✘"} Dockerfile steps (${dockerfile.seconds.toFixed(1)} s)`);
add(countVitest(readReport("test-results/vitest-dockerfile.json"), dockerfile.ok, "Dockerfile steps"));

if (built && chromium) {
  const e2eOk = await step("end-to-end tests", "npx", ["playwright", "test"], {
    CHROMIUM_PATH: chromium === "playwright" ? "" : chromium,
    ...postgresEnv,
  });
  add(countPlaywright(readReport("test-results/e2e.json"), e2eOk));
} else {
  add({
    passed: 0,
    failed: 1,
    skipped: 0,
    problems: [built ? "no browser for end-to-end tests" : "end-to-end tests not run (build failed)"],
  });
}

if (fixturesBuilt && chromium) {
  const ok = await step(
    "fixture lessons end-to-end tests",
    "npx",
    ["playwright", "test", "-c", "playwright.fixtures.config.ts"],
    {
      CHROMIUM_PATH: chromium === "playwright" ? "" : chromium,
    },
  );
  add(countPlaywright(readReport("test-results/e2e-fixtures.json"), ok));
}

if (postgres?.ok) postgres.stop();

if (problems.length > 0) console.log(`\nFailed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
const ran = totals.passed + totals.failed + totals.skipped;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || ran === 0 ? 1 : 0);
