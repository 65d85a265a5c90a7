#!/usr/bin/env -S npx tsx
// Bundles, with esbuild, the code that must reach its runtime as one file or as text:
// - code that runs as text, each written as a TypeScript module that exports it
//   (`<entry>.bundled.ts`, gitignored): the QuickJS harness and the sandbox's describeThrown,
//   evaluated inside QuickJS, the theme boot script, inline in <head> before any bundle, and
//   the scripts of the LTI registration's last page and of the LTI auto-post pages;
// - public/lti-platform-storage.js, the script the LTI storage pages load from this origin;
// - the kata grading worker: `new Worker()` needs one ES module under next start, next dev and
//   vitest alike, Next does not bundle worker_threads entries, and Node cannot run the
//   TypeScript itself. The quickjs packages stay external: they find their .wasm beside their
//   own code. Built last, as it includes the QuickJS harness;
// - lib/kata/api/kata-api.bundled.ts: what `envelope-kata` exports, read from its .d.ts with the
//   TypeScript compiler, for the kata's API panel and its editor (the app never loads the compiler).
// Runs before build, dev and start (package.json), first in `npm test`, and before vitest
// (its globalSetup); every output is gitignored.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildOptions, build } from "esbuild";
import { describeKataApi } from "../lib/kata/api/describe-api";
import { KATA_WORKER_BUNDLE } from "../lib/kata/server/worker-bundle";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Code evaluated as text: QuickJS evaluates its modules (so nothing there is a global), a browser the inline script. */
const TEXTS = [
  { entry: "lib/kata/harness/quickjs-harness.ts", name: "QUICKJS_HARNESS", format: "esm" },
  { entry: "lib/kata/server/describe-thrown.ts", name: "DESCRIBE_THROWN", format: "esm" },
  { entry: "components/theme/theme-boot.ts", name: "THEME_BOOT_SCRIPT", format: "iife", minify: true },
  { entry: "lib/lti/registration/close-script.ts", name: "REGISTRATION_CLOSE_SCRIPT", format: "iife", minify: true },
  { entry: "lib/lti/auto-post-script.ts", name: "AUTO_POST_SCRIPT", format: "iife", minify: true },
] as const;

const bundle = async (root: string, entry: string, options: BuildOptions) => {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    write: false,
    bundle: true,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
    ...options,
  });
  return (result.outputFiles?.[0]?.text ?? "").trim();
};

/**
 * Written beside the target and renamed over it, so a reader meanwhile (a worker starting, a
 * second build: two test files may run one each) never sees half a file.
 */
function writeAtomically(file: string, contents: string): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** Writes the text modules and public/lti-platform-storage.js below `root`. */
export async function buildTexts(root = ROOT): Promise<void> {
  for (const { entry, name, ...options } of TEXTS) {
    const text = await bundle(root, entry, { platform: "neutral", target: "es2020", ...options });
    const generated = `// Bundled from ${entry} by scripts/build-bundles.ts; do not edit.\nexport const ${name} = ${JSON.stringify(text)};\n`;
    writeAtomically(path.join(root, entry.replace(/\.ts$/, ".bundled.ts")), generated);
  }
  const storage = await bundle(root, "components/lti/platform-storage-script.ts", {
    platform: "browser",
    format: "iife",
    target: "es2020",
    minify: true,
  });
  writeAtomically(path.join(root, "public/lti-platform-storage.js"), `${storage}\n`);
}

/** Writes the grading worker bundle below `root` and resolves to its absolute path. */
export async function buildKataWorker(root = ROOT): Promise<string> {
  const outfile = path.join(root, KATA_WORKER_BUNDLE);
  const text = await bundle(root, "lib/kata/server/grading-worker.ts", {
    platform: "node",
    format: "esm",
    target: "node20",
    external: ["quickjs-emscripten-core", "@jitl/*"],
    // Some bundled CommonJS dependencies call require() for Node built-ins.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
  });
  writeAtomically(outfile, text);
  return outfile;
}

/** Writes lib/kata/api/kata-api.bundled.ts from lib/kata/envelope-kata.d.ts below `root`. */
export function buildKataApi(root = ROOT): void {
  const api = describeKataApi(readFileSync(path.join(root, "lib/kata/envelope-kata.d.ts"), "utf8"));
  const generated = `// Read from lib/kata/envelope-kata.d.ts by scripts/build-bundles.ts; do not edit.
import type { KataApiEntry } from "./describe-api";

export const KATA_API: readonly KataApiEntry[] = ${JSON.stringify(api, null, 2)};
`;
  writeAtomically(path.join(root, "lib/kata/api/kata-api.bundled.ts"), generated);
}

/** Everything, in order; also vitest's globalSetup (vitest.config.ts). */
export async function setup(): Promise<void> {
  buildKataApi();
  await buildTexts();
  await buildKataWorker();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await setup();
  console.log(`build-bundles: texts and ${KATA_WORKER_BUNDLE} (${Math.round(performance.now() - started)} ms)`);
}
