#!/usr/bin/env node
// Measures whether kata grading stays fair under attack, under the production server
// (`next start`): how long the reference layer's grading takes at rest, and while one
// client keeps five hostile submissions in flight (code the type stripper would take hours to
// read, each sent again as soon as it is answered). PASS when the grading under attack takes at
// most twice as long as at rest. Clients are told apart by X-Forwarded-For (scripts/perf/post-kata.mjs).
// Needs a production build (`npx next build`). Usage: node scripts/bench-kata-fair.mjs [rounds]
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { SLOW_TO_READ } from "../lib/kata/slow-to-read.ts";
import { buildKataWorker } from "./build-bundles.ts";
import { DIST_DIR } from "./dist-dir.mjs";
import { startNext } from "./perf/next-server.mjs";
import { postKata } from "./perf/post-kata.mjs";

const rounds = Number(process.argv[2] ?? 3);
const REFERENCE = readFileSync("content/lessons/error-envelope/kata/reference.ts", "utf8");
const HOSTILE_IN_FLIGHT = 5;
const ATTACKER = "198.51.100.66";
const STUDENT = "203.0.113.7";

if (!existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
  console.error(`No production build found in ${DIST_DIR}: run \`npx next build\` first.`);
  process.exit(1);
}
// The bundle the server loads, from the sources as they are now.
await buildKataWorker();

// A secret of this run's own: the bench's tokens are thrown away, but nothing signs with a constant.
const { base, stop } = await startNext(process.cwd(), {
  readyPath: "/api/health",
  env: { CHECKPOINT_SECRET: randomBytes(32).toString("base64url") },
});

const grade = (source, address) => postKata(base, source, address);

const gradeReference = async () => {
  const answer = await grade(REFERENCE, STUDENT);
  if (answer.body.passed !== true) throw new Error(`the reference layer did not pass: ${JSON.stringify(answer.body)}`);
  return answer.ms;
};

const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(", ");

try {
  // The first grading starts the pool's worker; it is not counted.
  await gradeReference();
  const quiet = [];
  const underAttack = [];
  const answers = new Map();
  // At rest and under attack in alternating rounds, so a burst of load from elsewhere falls on both.
  for (let round = 0; round < rounds; round++) {
    quiet.push(await gradeReference());
    let attacking = true;
    let firstAnswered;
    const answered = new Promise((resolve) => {
      firstAnswered = resolve;
    });
    const attacker = async () => {
      while (attacking) {
        const { status, body } = await grade(SLOW_TO_READ, ATTACKER);
        const key = status === 200 ? `200 ${body.verdict?.refusal?.code ?? body.verdict?.kind}` : String(status);
        answers.set(key, (answers.get(key) ?? 0) + 1);
        firstAnswered();
      }
    };
    const attack = Array.from({ length: HOSTILE_IN_FLIGHT }, attacker);
    // The attack is under way once the pool has answered one of it.
    await answered;
    underAttack.push(await gradeReference());
    attacking = false;
    await Promise.all(attack);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratio = median(underAttack) / median(quiet);
  const list = (values) => values.map((ms) => (ms / 1000).toFixed(2)).join(", ");
  console.log(`reference layer graded at rest: ${list(quiet)} s (median ${(median(quiet) / 1000).toFixed(2)} s)`);
  console.log(
    `the same while one client keeps ${HOSTILE_IN_FLIGHT} slow-to-read submissions in flight: ${list(underAttack)} s (median ${(median(underAttack) / 1000).toFixed(2)} s)`,
  );
  console.log(`the attacker's answers: ${[...answers].map(([key, count]) => `${count} × ${key}`).join(", ")}`);
  console.log(`load average (1, 5, 15 min) at the end: ${load()}`);
  const pass = ratio <= 2 && [...answers.keys()].every((key) => key === "200 unreadable" || key === "429");
  console.log(`${pass ? "PASS" : "FAIL"}: under attack / at rest = ${ratio.toFixed(2)}x (at most 2x)`);
  if (!pass) process.exitCode = 1;
} finally {
  stop();
}
