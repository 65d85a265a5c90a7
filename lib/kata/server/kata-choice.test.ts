import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { kataChoice } from "./kata-choice";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lessons folder holding a copy of error-envelope, which has a kata. */
function lessonsCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "kata-choice-"));
  copies.push(dir);
  cpSync(path.join(LESSONS_DIR, "error-envelope"), path.join(dir, "error-envelope"), { recursive: true });
  return dir;
}

describe("kataChoice", () => {
  it("offers a lesson's kata with a link into the part that holds it, and nothing for a lesson without one", () => {
    const choice = kataChoice("error-envelope");
    expect(choice?.slug).toBe("error-envelope");
    expect(choice?.href).toMatch(/^\/lessons\/error-envelope\/[a-z-]+#.+/);
    expect(kataChoice("deadlines-and-retries")).toBeNull();
  });

  it("answers again from what it kept, as a copy a caller cannot spoil", () => {
    const first = kataChoice("error-envelope");
    if (!first) throw new Error("error-envelope has a kata");
    first.title = "spoiled";
    expect(kataChoice("error-envelope")?.title).not.toBe("spoiled");
  });

  it("reads an edited lesson afresh: a new title in the front matter is the title offered", () => {
    const dir = lessonsCopy();
    const before = kataChoice("error-envelope", dir);
    const file = path.join(dir, "error-envelope", "lesson.mdx");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^title: .*$/m, "title: An edited title"));
    expect(kataChoice("error-envelope", dir)?.title).toBe("An edited title");
    expect(before?.title).not.toBe("An edited title");
  });
});
