import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_INPUTS, buildFingerprint, ignoredByBuild } from "./build-fingerprint.mjs";

function makeTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("buildFingerprint", () => {
  it("is the same for two trees with the same build inputs", () => {
    const files = { "app/page.tsx": "export default 1", "lib/a.ts": "a" };
    expect(buildFingerprint(makeTree(files))).toBe(buildFingerprint(makeTree(files)));
  });

  it("changes when one byte of a build input changes", () => {
    const before = buildFingerprint(makeTree({ "lib/a.ts": "a" }));
    expect(buildFingerprint(makeTree({ "lib/a.ts": "b" }))).not.toBe(before);
  });

  it("changes when a file moves, even with the same bytes", () => {
    const before = buildFingerprint(makeTree({ "lib/a.ts": "a" }));
    expect(buildFingerprint(makeTree({ "lib/b.ts": "a" }))).not.toBe(before);
  });

  it("ignores tests, fixtures and files outside the build inputs", () => {
    const base = { "lib/a.ts": "a" };
    const withExtras = {
      ...base,
      "lib/a.test.ts": "test",
      "lib/fixtures/x.yaml": "x: 1",
      "docs/guide.md": "prose",
      "e2e/a.spec.ts": "spec",
    };
    expect(buildFingerprint(makeTree(withExtras))).toBe(buildFingerprint(makeTree(base)));
  });
});

/** Every source file below `folder`, repository-relative. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")))
    .filter((file) => !ignoredByBuild(file));
}

describe("BUILD_INPUTS", () => {
  it("lists every script the prebuild step runs, so editing one rebuilds; app, components and lib import none", () => {
    const imported = ["app", "components", "lib", "instrumentation.ts", "proxy.ts"]
      .flatMap((entry) => (entry.endsWith(".ts") ? [entry] : sources(entry)))
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/from "@\/(scripts\/[^"]+)"/g)].map((m) => m[1]));
    const prebuild = [
      ...JSON.parse(readFileSync("package.json", "utf8")).scripts.prebuild.matchAll(/(?:node|tsx) (scripts\/\S+)/g),
    ].map((m) => m[1]);
    // Runtime code never imports scripts/: what both need lives in lib/ (issue 35).
    expect(imported).toEqual([]);
    expect(prebuild).toEqual(["scripts/copy-sql-wasm.mjs", "scripts/build-bundles.ts", "scripts/content-check.ts"]);
    for (const script of prebuild) expect(BUILD_INPUTS, script).toContain(script);
  });
});
