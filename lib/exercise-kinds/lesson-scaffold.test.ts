import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scaffoldLesson } from "@/lib/content/lesson-scaffold";
import { listLessons } from "@/lib/content/lessons";
import { formatProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { checkAllLessons } from "./check-content";
import { AUTHORED_FILES, schemaComment } from "./json-schemas";

const made: string[] = [];
const tempLessons = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "new-lesson-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run new-lesson", () => {
  it("scaffolds a lesson that passes the content check as written, with no warnings", async () => {
    const dir = tempLessons();
    const result = scaffoldLesson("retry-budgets", dir);
    expect(result.ok).toBe(true);
    expect(readdirSync(path.join(dir, "retry-budgets")).sort()).toEqual([
      "checkpoint.yaml",
      "lesson.mdx",
      "match.yaml",
      "scenarios.yaml",
    ]);
    expect((await checkAllLessons(dir)).map(formatProblem)).toEqual([]);
  });

  it("lists the new lesson on the index, after the lessons already there", () => {
    const dir = tempLessons();
    scaffoldLesson("first-one", dir);
    scaffoldLesson("second-one", dir);
    expect(listLessons(dir).map((lesson) => [lesson.slug, lesson.frontMatter.title, lesson.frontMatter.order])).toEqual(
      [
        ["first-one", "First one", 1],
        ["second-one", "Second one", 2],
      ],
    );
  });

  it("points every data file at its JSON Schema on the first line and explains its fields in comments", () => {
    const dir = tempLessons();
    scaffoldLesson("retry-budgets", dir);
    // The kata and practice are added by an author who wants them; the scaffold makes neither.
    const scaffolded = AUTHORED_FILES.filter((entry) => !["kata.yaml", "practice.yaml"].includes(entry.file));
    for (const { file } of scaffolded) {
      const lines = readFileSync(path.join(dir, "retry-budgets", file), "utf8").split("\n");
      expect(lines[0], file).toBe(schemaComment(file));
      expect(lines.filter((line) => line.trimStart().startsWith("#")).length, file).toBeGreaterThan(3);
    }
  });

  it("refuses a slug that breaks the rule, naming the rule, and writes nothing", () => {
    const dir = tempLessons();
    const result = scaffoldLesson("Retry_Budgets", dir);
    expect(result).toEqual({
      ok: false,
      message:
        '"Retry_Budgets" is not a lesson slug: use lowercase letters and digits joined by single dashes, e.g. retry-budgets (it becomes the URL /lessons/<slug>)',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a slug whose folder exists and leaves that lesson as it was", () => {
    const dir = tempLessons();
    scaffoldLesson("retry-budgets", dir);
    const before = readFileSync(path.join(dir, "retry-budgets", "lesson.mdx"), "utf8");
    const again = scaffoldLesson("retry-budgets", dir);
    expect(again).toEqual({
      ok: false,
      message: `${repoPath(path.join(dir, "retry-budgets"))} already exists: choose another slug, or edit that lesson`,
    });
    expect(readFileSync(path.join(dir, "retry-budgets", "lesson.mdx"), "utf8")).toBe(before);
  });
});
