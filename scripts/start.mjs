#!/usr/bin/env node
// `npm start`: serve the production build, building first only when .next is missing
// or was built from other files (see build-fingerprint.mjs). A rebuild is ~45 s on a
// small machine; a restart with nothing changed should not pay it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { buildFingerprint } from "./build-fingerprint.mjs";

const STAMP = ".next/source-fingerprint";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const fingerprint = buildFingerprint(process.cwd());
const built = existsSync(".next/BUILD_ID") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === fingerprint;
if (built) {
  console.log("start: the build in .next matches the sources; skipping next build");
} else {
  run("npm", ["run", "build"]);
  writeFileSync(STAMP, fingerprint);
}
run("node", ["scripts/serve.mjs", ...process.argv.slice(2)]);
