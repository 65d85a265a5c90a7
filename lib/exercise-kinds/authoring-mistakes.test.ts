/**
 * The mistakes a new instructor makes (issue 19), one test each: every one is applied as
 * a patch to the small valid lesson in fixtures/small-lesson, and the check must name the
 * file, the line of the mistake itself and a fix. The line is found by searching the
 * patched file for the mistake's text, so no test repeats a number the code computes.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTHORING_MISTAKES, type AuthoringMistake } from "@/lib/content/fixtures/small-lesson-mistakes";
import { formatProblem } from "@/lib/content/problems";
import { checkAllLessons } from "./check-content";

const BASE = path.join(__dirname, "..", "content", "fixtures", "small-lesson");

/** A copy of the small lesson (and a second lesson when the mistake needs one) with the mistake applied. */
function lessonsWith(mistake: AuthoringMistake): { dir: string; line: number } {
  const dir = mkdtempSync(path.join(tmpdir(), "mistake-"));
  cpSync(BASE, dir, { recursive: true });
  if (mistake.secondLesson) {
    cpSync(path.join(dir, "my-lesson"), path.join(dir, "other-lesson"), { recursive: true });
    for (const [name, edit] of Object.entries(mistake.secondLesson)) {
      const file = path.join(dir, "other-lesson", name);
      writeFileSync(file, edit(readFileSync(file, "utf8")));
    }
  }
  const file = path.join(dir, mistake.file);
  const original = readFileSync(file, "utf8");
  expect(original.includes(mistake.find), `${mistake.name}: the fixture contains the text to replace`).toBe(true);
  const patched = original.replace(mistake.find, mistake.replace);
  writeFileSync(file, patched);
  return { dir, line: mistakeLine(original, patched, mistake) };
}

/** The line of the mistake in the patched file: the first line holding `at`, else where the patch starts. */
function mistakeLine(original: string, patched: string, mistake: AuthoringMistake): number {
  const offset = mistake.at === undefined ? original.indexOf(mistake.find) : patched.indexOf(mistake.at);
  expect(offset, `${mistake.name}: the mistake's text is in the file`).toBeGreaterThanOrEqual(0);
  return patched.slice(0, offset).split("\n").length;
}

describe("the small lesson the mistakes are made in", () => {
  it("passes the content check as it is", async () => {
    expect((await checkAllLessons(BASE)).map(formatProblem)).toEqual([]);
  });
});

describe("every authoring mistake names its file, its line and a fix", () => {
  it("covers at least the 22 mistakes of issue 19", () => {
    expect(AUTHORING_MISTAKES.length).toBeGreaterThanOrEqual(22);
    expect(new Set(AUTHORING_MISTAKES.map((m) => m.name)).size).toBe(AUTHORING_MISTAKES.length);
  });

  for (const mistake of AUTHORING_MISTAKES) {
    it(mistake.name, async () => {
      const { dir, line } = lessonsWith(mistake);
      const problems = (await checkAllLessons(dir)).filter((p) => p.severity === "error");
      const messages = problems.map(formatProblem);
      const hit = problems.find(
        (p) =>
          p.file.endsWith(mistake.file) &&
          p.line === line &&
          mistake.says.every((words) => formatProblem(p).includes(words)),
      );
      expect(
        hit,
        `expected ${mistake.file}:${line} saying ${mistake.says.join(" … ")}; got:\n${messages.join("\n")}`,
      ).toBeDefined();
    });
  }
});
