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
});

describe("createHintedChunks", () => {
  it("answers a start-up chunk's address with the hint, then the file byte for byte", () => {
    const text = "self.TURBOPACK=[];\n// é, a multi-byte character\n";
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": text, "b.js": "other" });
    const hinted = createHintedChunks(startUpChunks(dir).chunks);
    expect(hinted("/_next/static/chunks/a.js")?.equals(Buffer.from(COMPILE_HINT + text))).toBe(true);
  });

  it("answers nothing for any other address, so Next serves it as built", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": "x", "b.js": "y" });
    const hinted = createHintedChunks(startUpChunks(dir).chunks);
    for (const other of ["/_next/static/chunks/b.js", "/_next/static/chunks/a.js.map", "/static/chunks/a.js", "/"]) {
      expect(hinted(other)).toBeUndefined();
    }
  });

  it("answers nothing for a listed chunk whose file cannot be read, and tries again next time", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] });
    const hinted = createHintedChunks(startUpChunks(dir).chunks);
    expect(hinted("/_next/static/chunks/a.js")).toBeUndefined();
    writeFileSync(path.join(dir, "static", "chunks", "a.js"), "late");
    expect(hinted("/_next/static/chunks/a.js")?.toString()).toBe(`${COMPILE_HINT}late`);
  });

  it("reads a chunk once and keeps it: a build's chunks never change", () => {
    const dir = distDir({ rootMainFiles: ["static/chunks/a.js"] }, { "a.js": "first" });
    const hinted = createHintedChunks(startUpChunks(dir).chunks);
    const once = hinted("/_next/static/chunks/a.js");
    rmSync(path.join(dir, "static", "chunks", "a.js"));
    expect(hinted("/_next/static/chunks/a.js")).toBe(once);
  });
});
