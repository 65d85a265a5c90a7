#!/usr/bin/env node
// Measures the kata grading endpoint under the production server (`next start`): how long one grading of the
// reference layer takes (p50, p99, one at a time), how many gradings per second the pool
// completes with clients waiting, and how a flood of looping submissions affects another
// route: the p99 of /api/health during the flood as a ratio to its p99 at rest.
// Needs a production build (`npx next build`). Usage: node scripts/bench-kata-server.mjs [gradings] [seconds]
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { KATA_QUEUE_PER_WORKER, kataPoolSize } from "../lib/kata/server/pool-size.ts";
import { buildKataWorker } from "./build-bundles.ts";
import { startNext } from "./perf/next-server.mjs";
import { postKata } from "./perf/post-kata.mjs";

const gradings = Number(process.argv[2] ?? 10);
const seconds = Number(process.argv[3] ?? 10);
const REFERENCE = readFileSync("content/lessons/error-envelope/kata/reference.ts", "utf8");
const LOOP = "export class ToolsLayer { constructor() {} async run() { for (;;) {} } }";
// More clients than the pool has workers, so it never waits for work; fewer than it queues, so none is refused.
const THROUGHPUT_CLIENTS = 3;
// Exactly what the pool takes at once (every worker grading, every queue place taken): the
// workers never rest and no submission is refused.
const FULL_POOL_CLIENTS = kataPoolSize() * (1 + KATA_QUEUE_PER_WORKER);
// Far more than the pool takes: most of the flood is refused busy and submits again at once.
const FLOOD_CLIENTS = 16;

if (!existsSync(".next/BUILD_ID")) {
  console.error("No production build found: run `npx next build` first.");
  process.exit(1);
}
// The bundle the server loads, from the sources as they are now.
await buildKataWorker();

// A secret of this run's own: the bench's tokens are thrown away, but nothing signs with a constant.
const { base, stop } = await startNext(process.cwd(), {
  readyPath: "/api/health",
  env: { CHECKPOINT_SECRET: randomBytes(32).toString("base64url") },
});

// Each client of the bench has an address of its own: the pool limits what one client may hold (docs/kata-server.md).
const grade = (source, address = "203.0.113.1") => postKata(base, source, address);

try {
  // The first grading starts the pool's worker; it is timed apart from the rest.
  const first = await grade(REFERENCE);
  if (first.body.passed !== true) throw new Error(`the reference layer did not pass: ${JSON.stringify(first.body)}`);

  const times = [];
  for (let i = 0; i < gradings; i++) times.push((await grade(REFERENCE)).ms);
  times.sort((a, b) => a - b);
  console.log(
    `one at a time, ${gradings} gradings of the reference layer: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms (first after start ${first.ms.toFixed(0)} ms)`,
  );

  const throughput = await during(seconds * 1000, THROUGHPUT_CLIENTS, REFERENCE);
  console.log(
    `${THROUGHPUT_CLIENTS} clients for ${seconds} s: ${(throughput.ok / seconds).toFixed(2)} gradings/s (${throughput.ok} graded, ${throughput.busy} answered busy)`,
  );

  const health = () => autocannon({ url: `${base}/api/health`, connections: 10, duration: seconds / 4 });
  // Rest, pool kept full, flood, in two alternating rounds, so a burst of load from elsewhere
  // on the machine falls on every condition; each keeps its worse round.
  const conditions = [
    { name: "at rest", clients: 0 },
    { name: `during pool kept full (${FULL_POOL_CLIENTS} looping clients)`, clients: FULL_POOL_CLIENTS },
    { name: `during flood (${FLOOD_CLIENTS} looping clients, no waiting)`, clients: FLOOD_CLIENTS },
  ].map((condition) => ({ ...condition, rounds: [], counts: { ok: 0, busy: 0, other: 0 } }));
  for (let round = 0; round < 2; round++) {
    for (const condition of conditions) {
      if (condition.clients === 0) {
        condition.rounds.push(await health());
        continue;
      }
      const counts = await during(0, condition.clients, LOOP, async () => {
        condition.rounds.push(await health());
      });
      for (const key of Object.keys(counts)) condition.counts[key] += counts[key];
    }
  }
  const worse = (rounds) => ({
    requests: { average: rounds.reduce((sum, r) => sum + r.requests.average, 0) / rounds.length },
    latency: { p50: Math.max(...rounds.map((r) => r.latency.p50)), p99: Math.max(...rounds.map((r) => r.latency.p99)) },
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  });
  const [idle, ...floods] = conditions.map((condition) => ({ ...condition, measured: worse(condition.rounds) }));
  console.log(`GET /api/health, 10 connections, ${seconds / 4} s per condition and round (p50, p99: worse round)`);
  console.log("condition".padEnd(48), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8));
  for (const { name, measured: r } of [idle, ...floods]) {
    console.log(
      name.padEnd(48),
      r.requests.average.toFixed(0).padStart(8),
      String(r.latency.p50).padStart(8),
      String(r.latency.p99).padStart(8),
    );
  }
  for (const { name, measured, counts } of floods) {
    const ratio = measured.latency.p99 / Math.max(1, idle.measured.latency.p99);
    console.log(
      `ratio /api/health p99 ${name} / at rest: ${ratio.toFixed(2)}x (${counts.ok} loops answered with a verdict, ${counts.busy} busy, ${counts.other} other)`,
    );
    if (counts.other > 0 || measured.non2xx > 0 || idle.measured.non2xx > 0) process.exitCode = 1;
  }
} finally {
  stop();
}

/**
 * Keeps `clients` submitting `source` one after another until `ms` have passed (or, with
 * `alongside`, until it finishes too); counts verdicts, busy answers and anything else.
 */
async function during(ms, clients, source, alongside) {
  const counts = { ok: 0, busy: 0, other: 0 };
  let done = false;
  const until = alongside ? alongside().then(() => (done = true)) : sleep(ms).then(() => (done = true));
  const client = async (_, index) => {
    while (!done) {
      const { status, body } = await grade(source, `198.51.100.${index + 1}`);
      if (status === 200 && body.verdict) counts.ok++;
      // A flood does not wait for Retry-After: a busy answer is followed by the next submission at once.
      else if (status === 503) counts.busy++;
      else counts.other++;
    }
  };
  await Promise.all([until, ...Array.from({ length: clients }, client)]);
  return counts;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
