#!/usr/bin/env node
// Bundles the server's kata grading worker (lib/kata/server/grading-worker.ts) into one
// ES module that `new Worker()` can load under `next start`, `next dev` and vitest alike:
// Node cannot run the TypeScript itself, and Next does not bundle worker_threads entries.
// The quickjs packages stay external: they find their .wasm file beside their own code.
// Runs before build, dev and start (package.json); the output is gitignored.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { KATA_WORKER_BUNDLE } from "./kata-worker-bundle.mjs";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Writes the bundle below `root` and resolves to its absolute path. */
export async function buildKataWorker(root = ROOT) {
  const outfile = path.join(root, KATA_WORKER_BUNDLE);
  const result = await build({
    entryPoints: [path.join(root, "lib/kata/server/grading-worker.ts")],
    outfile,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: path.join(root, "tsconfig.json"),
    external: ["quickjs-emscripten-core", "@jitl/*"],
    // Some bundled CommonJS dependencies call require() for Node built-ins.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    logLevel: "warning",
  });
  // Written beside the target and renamed over it, so a worker starting meanwhile (or a
  // second build, as two test files may run one each) never loads half a file.
  const temporary = `${outfile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  mkdirSync(path.dirname(outfile), { recursive: true });
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, outfile);
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outfile = await buildKataWorker();
  console.log(`build-kata-worker: ${path.relative(ROOT, outfile)} (${Math.round(performance.now() - started)} ms)`);
}
