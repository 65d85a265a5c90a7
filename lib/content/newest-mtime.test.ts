import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newestMtime } from "./newest-mtime";

describe("newestMtime", () => {
  it("returns the newest file time anywhere under the folder, so an edit changes it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "newest-mtime-"));
    mkdirSync(path.join(dir, "lesson"));
    writeFileSync(path.join(dir, "lesson", "lesson.mdx"), "a");
    writeFileSync(path.join(dir, "top.yaml"), "b");
    utimesSync(path.join(dir, "top.yaml"), 1000, 1000);
    utimesSync(path.join(dir, "lesson", "lesson.mdx"), 2000, 2000);
    expect(newestMtime(dir)).toBe(2_000_000);
    utimesSync(path.join(dir, "top.yaml"), 3000, 3000);
    expect(newestMtime(dir)).toBe(3_000_000);
  });

  it("returns 0 for a folder that does not exist", () => {
    expect(newestMtime("/no/such/folder")).toBe(0);
  });
});
