import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { checkLesson } from "./check-content";
import { checkLessonDraft, type DraftProblem, withLessonDraft } from "./lesson-draft";

const FIXTURE = path.join(__dirname, "..", "content", "fixtures", "authoring-mistakes", "card-missing-scenario");
const SLUG = "card-missing-scenario";

/** A lessons folder holding a copy of one fixture lesson (the fixtures share scenario ids on purpose). */
function lessonsWithFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "draft-test-"));
  cpSync(FIXTURE, path.join(dir, SLUG), { recursive: true });
  return dir;
}
const matchText = (dir: string) => readFileSync(path.join(dir, SLUG, "match.yaml"), "utf8");

describe("checkLessonDraft", () => {
  it("reports what content:check reports for the saved files, with the same paths", async () => {
    const dir = lessonsWithFixture();
    const saved = await checkLesson(SLUG, dir);
    expect(saved.length).toBeGreaterThan(0);
    const drafted = await checkLessonDraft(SLUG, {}, dir);
    expect(drafted.map(formatProblem)).toEqual(saved.map(formatProblem));
    expect(drafted[0]?.name).toBe("match.yaml");
  });

  it("checks the drafted text in place of the file, as content:check would once it is saved", async () => {
    const dir = lessonsWithFixture();
    const draft = matchText(dir).replace("scenario: weather-down", "scenario: weather-outage\n    colour: blue");
    const drafted = await checkLessonDraft(SLUG, { "match.yaml": draft }, dir);
    expect(drafted.map((p) => p.field)).toEqual(["cards #1 › colour"]);
    writeFileSync(path.join(dir, SLUG, "match.yaml"), draft);
    expect(drafted.map(formatProblem)).toEqual((await checkLesson(SLUG, dir)).map(formatProblem));
  });

  it("clears the problem once the draft fixes it", async () => {
    const dir = lessonsWithFixture();
    const fixed = matchText(dir).replace("scenario: weather-down", "scenario: weather-outage");
    expect(await checkLessonDraft(SLUG, { "match.yaml": fixed }, dir)).toEqual([]);
  });

  it("reports a scenario id another lesson already has, on whichever lesson's file content:check puts it", async () => {
    const dir = lessonsWithFixture();
    cpSync(FIXTURE, path.join(dir, "z-lesson"), { recursive: true });
    cpSync(FIXTURE, path.join(dir, "b-lesson"), { recursive: true });
    const reused = (problems: DraftProblem[]) => problems.find((p) => p.message.includes("is already a scenario"));
    // Sorted after the fixture, z-lesson's own scenarios.yaml carries the problem.
    const later = reused(await checkLessonDraft("z-lesson", {}, dir));
    expect(later).toMatchObject({ name: "scenarios.yaml", file: expect.stringContaining("z-lesson/scenarios.yaml") });
    expect(later?.message).not.toContain("lesson-draft-");
    // Sorted first, b-lesson's id is reported on the later lesson's file, which names b-lesson.
    const earlier = reused(await checkLessonDraft("b-lesson", {}, dir));
    expect(earlier?.name).toBeUndefined();
    expect(earlier?.message).toContain("b-lesson/scenarios.yaml");
  });

  it("leaves nothing behind and never touches the real folder", async () => {
    const dir = lessonsWithFixture();
    const before = matchText(dir);
    let draftDir = "";
    await withLessonDraft(SLUG, { "match.yaml": "changed" }, dir, async (root) => {
      draftDir = root;
      expect(readFileSync(path.join(root, SLUG, "match.yaml"), "utf8")).toBe("changed");
    });
    expect(existsSync(draftDir)).toBe(false);
    expect(matchText(dir)).toBe(before);
  });

  it("refuses a file name that would leave the lesson folder, and a slug that is not one", async () => {
    const dir = lessonsWithFixture();
    await expect(checkLessonDraft(SLUG, { "../other/lesson.mdx": "x" }, dir)).rejects.toThrow(
      "is not a file inside the lesson folder",
    );
    await expect(checkLessonDraft("../etc", {}, dir)).rejects.toThrow("is not a lesson slug");
  });
});
