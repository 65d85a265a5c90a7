import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, createHintedChunks, startUpChunks } from "./compile-hints.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in .next folder: a build manifest (written as given, or left out) and chunk files. */
function distDir(manifest: unknown, files: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  made.push(dir);
  if (manifest !== undefined) {
    writeFileSync(
      path.join(dir, "build-manifest.json"),
      typeof manifest === "string" ? manifest : JSON.stringify(manifest),
    );
  }
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "static", "chunks", name), text);
  return dir;
}

const hintedIn = (dir: string) => createHintedChunks(startUpChunks(dir).chunks);

describe("COMPILE_HINT", () => {
  it("is Chrome's magic comment for compiling a whole file, as a line of its own", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});

describe("startUpChunks", () => {
  it("maps each of the manifest's rootMainFiles to the address the browser asks for and to its file", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a1.js", "static/chunks/turbopack-b_2.js"], pages: {} });
    const { chunks, problem } = startUpChunks(dir);
    expect(problem).toBeUndefined();
    expect([...chunks]).toEqual([
      ["/_next/static/chunks/a1.js", path.join(dir, "static", "chunks", "a1.js")],
      ["/_next/static/chunks/turbopack-b_2.js", path.join(dir, "static", "chunks", "turbopack-b_2.js")],
    ]);
  });

  it.each([
    ["no manifest", undefined, "build-manifest.json is missing"],
    ["a manifest that is not JSON", "{ rootMainFiles: [", "is not JSON"],
    ["a manifest without rootMainFiles", { pages: {} }, "rootMainFiles"],
    ["a file outside static/chunks", { rootMainFiles: ["static/chunks/../../secret.js"] }, "rootMainFiles"],
    ["a file that is not a script", { rootMainFiles: ["static/chunks/a.css"] }, "rootMainFiles"],
  ])("hints nothing, and says why, given %s", (_, manifest, reason) => {
    const { chunks, problem } = startUpChunks(distDir(manifest));
    expect(chunks.size).toBe(0);
    expect(problem).toContain(reason);
  });

  it("hints nothing in a build with integrity hashes, which the hint would break", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": "x" });
    mkdirSync(path.join(dir, "server"));
    writeFileSync(path.join(dir, "server", "subresource-integrity-manifest.json"), "{}");
    const { chunks, problem } = startUpChunks(dir);
    expect(chunks.size).toBe(0);
    expect(problem).toContain("integrity hash");
  });
});

describe("createHintedChunks", () => {
  it("answers a start-up chunk's address with the hint, then the file byte for byte, and a weak tag of those bytes", () => {
    const text = "self.TURBOPACK=[];\n// é, a multi-byte character\n";
    const hinted = hintedIn(distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": text, "b.js": "other" }));
    const chunk = hinted("/_next/static/chunks/a.js");
    const sent = Buffer.from(COMPILE_HINT + text);
    expect(chunk?.body.equals(sent)).toBe(true);
    expect(chunk?.etag).toBe(`W/"${createHash("sha256").update(sent).digest("base64url")}"`);
  });

  it("answers nothing for any other address, so Next serves it as built", () => {
    const hinted = hintedIn(distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": "x", "b.js": "y" }));
    for (const other of ["/_next/static/chunks/b.js", "/_next/static/chunks/a.js.map", "/static/chunks/a.js", "/"]) {
      expect(hinted(other)).toBeUndefined();
    }
  });

  it("answers nothing for a chunk that names a source map, whose lines the hint would shift", () => {
    const files = { "a.js": "f();\n//# sourceMappingURL=a.js.map\n" };
    expect(hintedIn(distDir({ rootMainFiles: ["static/chunks/a.js"] }, files))("/_next/static/chunks/a.js")).toBe(
      undefined,
    );
  });

  it("answers nothing for a listed chunk whose file cannot be read, and tries again next time", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] });
    const hinted = hintedIn(dir);
    expect(hinted("/_next/static/chunks/a.js")).toBeUndefined();
    writeFileSync(path.join(dir, "static", "chunks", "a.js"), "late");
    expect(hinted("/_next/static/chunks/a.js")?.body.toString()).toBe(`${COMPILE_HINT}late`);
  });

  it("reads a chunk once and keeps it: a build's chunks never change", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": "first" });
    const hinted = hintedIn(dir);
    const once = hinted("/_next/static/chunks/a.js");
    rmSync(path.join(dir, "static", "chunks", "a.js"));
    expect(hinted("/_next/static/chunks/a.js")).toBe(once);
  });
});
