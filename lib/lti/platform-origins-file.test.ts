import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLATFORM_ORIGINS_FILE, platformOriginsReader, writePlatformOrigins } from "./platform-origins-file";

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
});
