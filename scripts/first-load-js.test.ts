import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoadJs } from "./first-load-js.mjs";

const app = mkdtempSync(path.join(tmpdir(), "first-load-js-"));
afterAll(() => rmSync(app, { recursive: true, force: true }));
mkdirSync(path.join(app, ".next", "static", "chunks"), { recursive: true });
const chunk = (name: string, text: string) => {
  writeFileSync(path.join(app, ".next", "static", "chunks", name), text);
  return gzipSync(text, { level: 9 }).length;
};
const a = chunk("a.js", "console.log('a');".repeat(50));
const b = chunk("b.js", "console.log('b');");
chunk("polyfill.js", "/* never run by a modern browser */");
const html =
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/b.js"/><script src="/_next/static/chunks/a.js" async=""></script>';

describe("firstLoadJs", () => {
  it("counts each script the page names once, gzipped as built, and leaves out the noModule polyfills", () => {
    expect(firstLoadJs(app, html)).toEqual({ files: 2, gzipBytes: a + b });
  });
});
