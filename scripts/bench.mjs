#!/usr/bin/env node
// Runs every benchmark and prints its figures. Benchmarks measure speed; tests never do.
import { spawnSync } from "node:child_process";

const benches = [
  ["engine (Node)", ["tsx", "scripts/bench-engine.ts"]],
  ["practice items drawn and keyed as the endpoint does (Node)", ["tsx", "scripts/bench-practice.ts"]],
  ["sandbox chaos run (Chromium)", ["node", "scripts/bench-sandbox-chaos.mjs"]],
  ["widgets waking from cold (Chromium, CPU 4x slower)", ["node", "scripts/bench-widgets.mjs"]],
  ["checkpoint grading under the production server", ["node", "scripts/bench-checkpoint.mjs"]],
  ["kata check in the browser (worker, realm engine), cold and warm", ["node", "scripts/bench-kata-browser.mjs"]],
  [
    "kata grading on the server (QuickJS in a worker pool) under the production server",
    ["node", "--import", "tsx", "scripts/bench-kata-server.mjs"],
  ],
  [
    "kata grading under attack: a correct submission while one client floods slow-to-read code",
    ["node", "--import", "tsx", "scripts/bench-kata-fair.mjs"],
  ],
  ["LTI launches and grade passbacks against the stand-in platform (Node)", ["tsx", "scripts/bench-lti.ts"]],
];

let failed = false;
for (const [name, args] of benches) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
