#!/usr/bin/env node
// Measures the checkpoint grading endpoint under the production server (`next start`) next to a trivial
// route handler (/api/health) in the same run, and prints the ratio. The lesson's checkpoint
// draws questions for each attempt, so an attempt is two requests: the draw, then the sheet
// with its ticket (its drawn questions answered with their first option: a grade is a grade).
// Each attempt comes from an address of its own, as from many learners: one address would
// spend its budget of generated items and be answered 429 (docs/practice.md). First it times
// the first attempt after the server starts against the median of the next ones: issue 15
// wants the first as fast as the hundredth (no MDX compile on the request path).
// Needs a production build (`npx next build`). Usage: node scripts/bench-checkpoint.mjs [seconds]
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { parse } from "yaml";
import { BUDGETS } from "./perf/budgets.mjs";
import { startNext } from "./perf/next-server.mjs";

const seconds = Number(process.argv[2] ?? 5);
const connections = 10;
// The widgets' wake-up budget, applied to the grader's cold start as well.
const FIRST_REQUEST_BUDGET_MS = BUDGETS.firstGradingMs;

// The authored questions answered right, derived from the file so the bench keeps grading a
// valid sheet when the questions change.
const checkpoint = parse(readFileSync("content/lessons/error-envelope/checkpoint.yaml", "utf8"));
const AUTHORED = Object.fromEntries(
  checkpoint.questions.map((q) => [
    q.id,
    q.steps ? q.steps.map((step) => step.id) : q.options.filter((option) => option.correct).map((option) => option.id),
  ]),
);
const DRAW = JSON.stringify({ op: "draw" });
/** The sheet for a draw's answer: the authored questions right, each drawn one on its first option. */
const sheetFor = (drawn) =>
  JSON.stringify({
    answers: { ...AUTHORED, ...Object.fromEntries(drawn.questions.map((q) => [q.id, [q.options[0].id]])) },
    ticket: drawn.ticket,
  });
let attempts = 0;
/** A made-up address of its own for each attempt (only the header carries it). */
const nextAddress = () => {
  attempts += 1;
  return `198.51.${(attempts >> 8) & 255}.${attempts & 255}`;
};

if (!existsSync(".next/BUILD_ID")) {
  console.error("No production build found: run `npx next build` first.");
  process.exit(1);
}

// A secret of this run's own: the bench's tokens are thrown away, but nothing signs with a constant.
const { base, stop } = await startNext(process.cwd(), {
  readyPath: "/api/health",
  env: { CHECKPOINT_SECRET: randomBytes(32).toString("base64url") },
});

try {
  const url = `${base}/api/lessons/error-envelope/checkpoint`;
  const json = { "content-type": "application/json" };
  // Each connection draws, then grades that draw's sheet, from one new address per attempt.
  const grade = {
    url,
    requests: [
      {
        method: "POST",
        body: DRAW,
        setupRequest: (request, context) => {
          context.address = nextAddress();
          return { ...request, headers: { ...json, "x-forwarded-for": context.address } };
        },
        onResponse: (status, body, context) => {
          context.drawn = status === 200 ? JSON.parse(body) : null;
        },
      },
      {
        method: "POST",
        setupRequest: (request, context) =>
          context.drawn && {
            ...request,
            body: sheetFor(context.drawn),
            headers: { ...json, "x-forwarded-for": context.address },
          },
      },
    ],
  };
  const health = { url: `${base}/api/health` };
  await firstRequest(grade);
  // Warm-up (loads and caches the checkpoint, lets the JIT settle), then two
  // alternating rounds so a burst of load elsewhere on the machine hits both routes.
  await run({ ...grade, duration: 2 });
  await run({ ...health, duration: 2 });
  const rounds = [];
  for (let i = 0; i < 2; i++)
    rounds.push([await run({ ...health, duration: seconds / 2 }), await run({ ...grade, duration: seconds / 2 })]);
  const merge = (pick) => {
    const results = rounds.map(pick);
    return {
      requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
      latency: { p99: Math.max(...results.map((r) => r.latency.p99)) },
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    };
  };
  const h = merge((round) => round[0]);
  const g = merge((round) => round[1]);
  console.log(
    `production server, ${connections} connections, ${seconds} s per route in two alternating rounds (p99: worse round)`,
  );
  console.log("route".padEnd(44), "req/s".padStart(9), "p99 ms".padStart(8), "non-2xx".padStart(8));
  for (const [name, r] of [
    ["GET /api/health (trivial)", h],
    ["POST …/checkpoint (a draw, then its sheet)", g],
  ]) {
    console.log(
      name.padEnd(44),
      r.requests.average.toFixed(0).padStart(9),
      String(r.latency.p99).padStart(8),
      String(r.non2xx).padStart(8),
    );
  }
  console.log(
    `ratio grading/trivial: ${(g.requests.average / h.requests.average).toFixed(2)}x req/s, ${(g.latency.p99 / Math.max(1, h.latency.p99)).toFixed(2)}x p99`,
  );
  if (g.non2xx > 0) process.exitCode = 1;
} finally {
  stop();
}

/** The first attempt (a draw, then its sheet) after start, next to the median of the 100 after it, one at a time. */
async function firstRequest({ url }) {
  const post = async (body, address) => {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "x-forwarded-for": address },
    });
    if (!response.ok) throw new Error(`the checkpoint answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const once = async () => {
    const started = performance.now();
    const address = nextAddress();
    await post(sheetFor(await post(DRAW, address)), address);
    return performance.now() - started;
  };
  const first = await once();
  const later = [];
  for (let i = 0; i < 100; i++) later.push(await once());
  later.sort((a, b) => a - b);
  const median = later[later.length / 2];
  const pass = first <= FIRST_REQUEST_BUDGET_MS;
  if (!pass) process.exitCode = 1;
  console.log(
    `${pass ? "PASS" : "FAIL"}  first attempt after start (a draw, then its sheet): ${first.toFixed(0)} ms (budget ${FIRST_REQUEST_BUDGET_MS} ms); median of the next 100: ${median.toFixed(1)} ms (first/median ${(first / median).toFixed(1)}x)`,
  );
}

function run(options) {
  return autocannon({ connections, ...options });
}
