import { cpSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listLessons } from "@/lib/content/lessons";
import { ContentError, formatProblem } from "@/lib/content/problems";
import { brokenLessons, lessonErrors, problemsToShowInPlace } from "./lesson-health";
import { loadLesson } from "./lesson-tags";

const SMALL = path.join(__dirname, "..", "content", "fixtures", "small-lesson");

/** A fresh copy of the small lesson, and a way to save a file in it as an editor would. */
function editableLessons() {
  const dir = mkdtempSync(path.join(tmpdir(), "health-"));
  cpSync(SMALL, dir, { recursive: true });
  const mdx = path.join(dir, "my-lesson", "lesson.mdx");
  const good = readFileSync(mdx, "utf8");
  let saves = 0;
  const save = (text: string) => {
    writeFileSync(mdx, text);
    // Each save gets a later mtime, as on a real disk, however fast the test runs.
    const when = new Date(Date.now() + ++saves * 1000);
    utimesSync(mdx, when, when);
  };
  return { dir, good, save };
}

describe("the edit loop recovers on the next save after a fix", () => {
  it("lessonErrors reports a broken save and nothing once the fix is saved", async () => {
    const { dir, good, save } = editableLessons();
    expect(await lessonErrors("my-lesson", dir)).toEqual([]);
    save(good.replace("<Note>\n\n", "<Note>Text on the tag's line.\n\n"));
    const broken = (await lessonErrors("my-lesson", dir)).map(formatProblem);
    expect(broken).toEqual([expect.stringMatching(/lesson\.mdx:\d+ <Note>: has text on the same line/)]);
    expect((await brokenLessons(dir)).map((lesson) => lesson.slug)).toEqual(["my-lesson"]);
    save(good);
    expect(await lessonErrors("my-lesson", dir)).toEqual([]);
    expect(await brokenLessons(dir)).toEqual([]);
  });

  it("loadLesson fails on a broken save and loads the fixed file next time, cache or not", async () => {
    const { dir, good, save } = editableLessons();
    save(good.replace("A paragraph of Markdown.", 'It returns { status: "timeout" }.'));
    await expect(loadLesson("my-lesson", dir)).rejects.toBeInstanceOf(ContentError);
    save(good);
    expect((await loadLesson("my-lesson", dir))?.headings.map((h) => h.id)).toEqual(["the-idea", "checkpoint"]);
  });

  it("listLessons leaves out a lesson with broken front matter when asked to, as next dev does", () => {
    const { dir, good, save } = editableLessons();
    save(good.replace("minutes: 5", "minutes: five"));
    expect(() => listLessons(dir, false)).toThrow(ContentError);
    expect(listLessons(dir, true)).toEqual([]);
  });
});

describe("problemsToShowInPlace", () => {
  it("lets a sound lesson render, hands a broken one's errors to next dev, and stops a build on them", async () => {
    const { dir, good, save } = editableLessons();
    expect(await problemsToShowInPlace("my-lesson", false, dir)).toEqual([]);
    save(good.replace("<Note>\n\n", "<Note>Text on the tag's line.\n\n"));
    const shown = await problemsToShowInPlace("my-lesson", true, dir);
    expect(shown.map(formatProblem)).toEqual([expect.stringMatching(/<Note>: has text on the same line/)]);
    await expect(problemsToShowInPlace("my-lesson", false, dir)).rejects.toBeInstanceOf(ContentError);
  });
});
