/**
 * Lessons are data (issue 33): every way of carrying code in lesson.mdx is refused by the
 * one check that content:check, the studio (save and draft check) and the build share,
 * on its own line with a fix, and never becomes a compiled page.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileLesson } from "@/lib/content/compile-lesson";
import { HOSTILE_FORMS, type HostileForm } from "@/lib/content/fixtures/hostile-lesson-forms";
import { readLessonSource } from "@/lib/content/lesson-files";
import { formatProblem } from "@/lib/content/problems";
import { checkAllLessons } from "./check-content";
import { checkLessonDraft } from "./lesson-draft";
import { LESSON_TAGS } from "./lesson-tags";

const BASE = path.join(__dirname, "..", "content", "fixtures", "small-lesson");
const ANCHOR = "A paragraph of Markdown.\n";

/** The small lesson's body with `form` on lines of its own after its first paragraph. */
function withForm(form: HostileForm): { mdx: string; line: number } {
  const original = readFileSync(path.join(BASE, "my-lesson", "lesson.mdx"), "utf8");
  const mdx = original.replace(ANCHOR, `${ANCHOR}\n${form.mdx}\n`);
  return { mdx, line: mdx.slice(0, mdx.indexOf(form.mdx)).split("\n").length };
}

function lessonsDirWith(mdx: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "hostile-"));
  cpSync(BASE, dir, { recursive: true });
  writeFileSync(path.join(dir, "my-lesson", "lesson.mdx"), mdx);
  return dir;
}

describe("a lesson cannot carry code", () => {
  it("lists enough forms to mean something", () => {
    expect(HOSTILE_FORMS.length).toBeGreaterThanOrEqual(25);
  });

  for (const form of HOSTILE_FORMS) {
    it(`refuses ${form.name} on its line, with a fix, in content:check and the studio`, async () => {
      const { mdx, line } = withForm(form);
      const dir = lessonsDirWith(mdx);
      const matches = (problem: { file: string; line?: number; message: string; field: string }) =>
        problem.file.endsWith("my-lesson/lesson.mdx") &&
        problem.line === line &&
        form.says.every((words) => formatProblem(problem).includes(words));

      const checked = await checkAllLessons(dir);
      expect(checked.find(matches), checked.map(formatProblem).join("\n")).toMatchObject({ severity: "error" });

      const drafted = await checkLessonDraft("my-lesson", { "lesson.mdx": mdx }, BASE);
      expect(drafted.find(matches), drafted.map(formatProblem).join("\n")).toMatchObject({ name: "lesson.mdx" });

      const source = readLessonSource("my-lesson", dir);
      if (!source.ok) throw new Error(source.problems.map(formatProblem).join("\n"));
      const compiled = await compileLesson(source.value, LESSON_TAGS);
      expect(compiled.ok).toBe(false);
      expect((globalThis as { __lessonRan?: boolean }).__lessonRan).toBeUndefined();
    });
  }
});
