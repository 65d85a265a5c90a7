#!/usr/bin/env node
// `npm start`: build when the build is missing or was made from other files (see
// build-fingerprint.mjs; a rebuild is ~45 s on a small machine and a restart with nothing
// changed should not pay it), then serve it with Next's own server, `next start`, as a
// deployment does (docs/deploy.md). Arguments go to `next start`, e.g. `npm start -- -p 8080`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildFingerprint } from "./build-fingerprint.mjs";
import { DIST_DIR } from "./dist-dir.mjs";

const STAMP = path.join(DIST_DIR, "source-fingerprint");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const fingerprint = buildFingerprint(process.cwd());
const built =
  existsSync(path.join(DIST_DIR, "BUILD_ID")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === fingerprint;
if (built) {
  console.log(`start: the build in ${DIST_DIR} matches the sources; skipping next build`);
} else {
  run("npx", ["next", "build"]);
  writeFileSync(STAMP, fingerprint);
}
run("npx", ["next", "start", ...process.argv.slice(2)]);
