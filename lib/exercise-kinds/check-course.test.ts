import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { scaffoldLesson } from "@/lib/content/lesson-scaffold";
import { checkCoverageDoc, writeCoverageDoc } from "@/lib/content/load-coverage";
import { formatProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { checkAllLessons } from "./check-content";
import { checkCourse } from "./check-course";

const made: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "course-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const errorsOf = async (dir?: string) =>
  (await checkCourse(dir)).filter((problem) => problem.severity === "error").map(formatProblem);

// The one test of the real lessons: every rule a lesson must meet is content:check's, so a
// lesson that passes `npm run content:check` passes this too, and nothing else here holds one.
describe("content:check over content/lessons", () => {
  it("finds no error", async () => {
    expect(await errorsOf()).toEqual([]);
    // NOTE: compiles every lesson with shiki and runs its samples, scenarios and kata: about
    // 15 s alone, over 30 s on a busy shared machine.
  }, 120_000);

  // The rules between lessons (scenario ids, and so on) are checkAllLessons'; what runs code
  // is per lesson, and the scaffold has no code, so the slower checkCourse adds nothing here.
  it("finds none either once npm run new-lesson has added a lesson as written", async () => {
    const dir = scratch();
    cpSync(LESSONS_DIR, dir, { recursive: true });
    expect(scaffoldLesson("retry-budgets", dir).ok).toBe(true);
    const errors = (await checkAllLessons(dir)).filter((problem) => problem.severity === "error");
    expect(errors.map(formatProblem)).toEqual([]);
  });
});

describe("docs/coverage.md", () => {
  it("is reported, naming the command, while it differs from what the lessons declare, and not once rewritten", () => {
    const dir = scratch();
    scaffoldLesson("retry-budgets", dir);
    const doc = path.join(dir, "coverage.md");
    writeFileSync(doc, "# Teaching-point coverage\n");
    expect(checkCoverageDoc(dir, doc).map(formatProblem)).toEqual([
      `${repoPath(doc)} (file): is out of date with the lessons' teaching points and teaches: lists; run npm run coverage:docs, which rewrites it, and commit it with the lesson`,
    ]);
    writeCoverageDoc(dir, doc);
    expect(readFileSync(doc, "utf8")).toContain("`status-tells-the-ending`");
    expect(checkCoverageDoc(dir, doc)).toEqual([]);
  });
});
