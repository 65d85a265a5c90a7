import { appendFileSync, cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { KATA_FILE } from "@/lib/kata/content/load";
import { gradedFileVersion } from "./graded-file-version";

const SLUG = "error-envelope";

function lessonCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "graded-file-version-"));
  cpSync(path.join(LESSONS_DIR, SLUG), path.join(dir, SLUG), { recursive: true });
  return dir;
}

describe("gradedFileVersion", () => {
  it("names each activity's graded file by a sha256 that is the same for the same bytes", () => {
    for (const activity of ["checkpoint", "match", "kata"] as const) {
      const version = gradedFileVersion(SLUG, activity);
      expect(version).toMatch(/^sha256:[A-Za-z0-9_-]{43}$/);
      expect(gradedFileVersion(SLUG, activity, lessonCopy())).toBe(version);
    }
  });

  // Versions are cached per folder outside `next dev`, as loaders are, so each edit gets a fresh copy.
  it("changes the kata's version when its kata.yaml changes, and not when the reference does", () => {
    const before = gradedFileVersion(SLUG, "kata", lessonCopy());
    const newReference = lessonCopy();
    appendFileSync(path.join(newReference, SLUG, "kata", "reference.ts"), "\n// a comment\n");
    expect(gradedFileVersion(SLUG, "kata", newReference)).toBe(before);
    const newKataFile = lessonCopy();
    appendFileSync(path.join(newKataFile, SLUG, KATA_FILE), "\n# a comment\n");
    expect(gradedFileVersion(SLUG, "kata", newKataFile)).not.toBe(before);
  });

  it("changes the checkpoint's version when practice.yaml changes, where its drawn questions come from", () => {
    const before = gradedFileVersion(SLUG, "checkpoint", lessonCopy());
    const newPractice = lessonCopy();
    appendFileSync(path.join(newPractice, SLUG, "practice.yaml"), "\n# a comment\n");
    expect(gradedFileVersion(SLUG, "checkpoint", newPractice)).not.toBe(before);
    expect(gradedFileVersion(SLUG, "match", newPractice)).toBe(gradedFileVersion(SLUG, "match", lessonCopy()));
  });
});
