import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MAX_ORIGINS_FILE_BYTES,
  PLATFORM_ORIGINS_FILE,
  platformOriginsReader,
  writePlatformOrigins,
} from "./platform-origins-file";

const folder = () => mkdtempSync(path.join(tmpdir(), "lti-origins-"));

describe("the platform origins file", () => {
  it("reads nothing before the file exists, then the written origins, sorted and once each", () => {
    const dir = folder();
    const read = platformOriginsReader(dir);
    expect(read()).toEqual([]);
    writePlatformOrigins(dir, ["https://b.example", "https://a.example", "https://b.example"]);
    expect(read()).toEqual(["https://a.example", "https://b.example"]);
  });

  it("re-reads the file when it changes, and reads a damaged one as no origin", () => {
    const dir = folder();
    const read = platformOriginsReader(dir);
    writePlatformOrigins(dir, ["https://a.example"]);
    expect(read()).toEqual(["https://a.example"]);
    const file = path.join(dir, PLATFORM_ORIGINS_FILE);
    writeFileSync(file, "{not json");
    // The change is seen by its modification time; set one that surely differs.
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read()).toEqual([]);
  });

  it("creates the data folder when it does not exist yet", () => {
    const dir = path.join(folder(), "not", "there");
    writePlatformOrigins(dir, ["https://a.example"]);
    expect(platformOriginsReader(dir)()).toEqual(["https://a.example"]);
  });

  it("keeps only entries that are exactly a web origin, so nothing can break or extend the CSP header", () => {
    const dir = folder();
    writeFileSync(
      path.join(dir, PLATFORM_ORIGINS_FILE),
      JSON.stringify([
        "https://a.example",
        "https://b.example\r\nx-injected: 1",
        "https://c.example; script-src *",
        "https://d.example/path",
        "javascript:alert(1)",
        "HTTPS://E.example",
        42,
        "http://localhost:4000",
      ]),
    );
    expect(platformOriginsReader(dir)()).toEqual(["https://a.example", "http://localhost:4000"]);
  });

  it("reads a file over the size cap as no origin", () => {
    const dir = folder();
    const origins = Array.from({ length: 3000 }, (_, i) => `https://school-${i}.example`);
    const text = JSON.stringify(origins);
    expect(MAX_ORIGINS_FILE_BYTES).toBe(64 * 1024);
    expect(text.length).toBeGreaterThan(MAX_ORIGINS_FILE_BYTES);
    writeFileSync(path.join(dir, PLATFORM_ORIGINS_FILE), text);
    expect(platformOriginsReader(dir)()).toEqual([]);
  });
});
