import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config.mjs";

const ROOT = path.join(__dirname, "..", "..");

/** The packages Next leaves to Node's own require without being told (its built-in list). */
function builtInExternals(): string[] {
  const text = readFileSync(path.join(ROOT, "node_modules/next/dist/lib/server-external-packages.jsonc"), "utf8");
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*)\]/, "$1]"));
}

describe("the store's database drivers under Next", () => {
  // PGlite finds its wasm and data with new URL(..., import.meta.url); bundled by `next dev`
  // (Turbopack) that URL came from another realm and node:fs refused it, so /instructor
  // always said the results were unavailable. Every driver open-store.ts loads must be
  // loaded by Node, as in the tests, not bundled.
  it("are each loaded by Node's require (serverExternalPackages or Next's own list), never bundled", () => {
    const source = readFileSync(path.join(__dirname, "open-store.ts"), "utf8");
    const drivers = [...source.matchAll(/import\("([^".][^"]*)"\)/g)].map((m) => m[1]);
    expect(drivers).toEqual(["pg", "@electric-sql/pglite"]);
    const external = new Set([...(nextConfig.serverExternalPackages ?? []), ...builtInExternals()]);
    expect(drivers.filter((name) => !external.has(name ?? ""))).toEqual([]);
  });
});
