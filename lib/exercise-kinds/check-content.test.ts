import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { formatProblem } from "@/lib/content/problems";
import { checkAllLessons, checkLesson } from "./check-content";

const FIXTURES = path.join(__dirname, "..", "content", "fixtures", "authoring-mistakes");
const F = "lib/content/fixtures/authoring-mistakes";

describe("content check over the authoring-mistakes fixtures", () => {
  it("reports every mistake with its file, line where known, field and a fix", async () => {
    const lines = (await checkAllLessons(FIXTURES)).map(formatProblem);
    expect(lines).toEqual([
      `${F}/bad-yaml/scenarios.yaml:3 YAML: is not valid: "tool:" is indented 1 space further than "title:" on the line above, so YAML reads it as part of that value; start it in the same column as "title:"`,
      `${F}/card-missing-scenario/match.yaml:14 cards #1 › scenario: "weather-down" is not a scenario of this lesson (known: weather-outage); add it to scenarios.yaml or fix the id`,
      `${F}/duplicate-id/match.yaml:38 cards #6 › id: "card-2" is already the id of card 2; give each card its own id`,
      `${F}/mdx-does-not-compile/lesson.mdx:14 <Note>: is never closed: add </Note> on a line of its own after its text (with a blank line before it)`,
      `${F}/missing-data-file/lesson.mdx:16 <MatchExercise>: needs a match.yaml beside lesson.mdx; create it (docs/authoring.md) or remove the tag`,
      `${F}/missing-field/match.yaml:20 cards #3 › explanation: is required (expected string); add it`,
      `${F}/missing-source-file/lesson.mdx:14 <SourceFile path>: "lib/envelope/retry-loop.ts" does not exist; give a path from the repository root, e.g. lib/envelope/deadline.ts`,
      `${F}/sandbox-missing-scenario/lesson.mdx:14 <Sandbox scenario>: "weather-slow" is not a scenario of this lesson (known: weather-outage); add it to scenarios.yaml or fix the id`,
      `${F}/section-not-a-heading/checkpoint.yaml:5 questions #1 › section: "retries" is not a heading id of the lesson (headings: first-section, checkpoint)`,
      `${F}/several-mistakes/lesson.mdx:4 front matter minutes: must be a positive whole number of minutes (found "ten"): write digits only, without quotes or units, e.g. 80`,
      `${F}/several-mistakes/lesson.mdx:14 <Warning>: is not a known tag; use one of: Note, Pitfall, RuleOfThumb, SourceFile, Sandbox, MatchExercise, Checkpoint, Kata, Practice`,
      `${F}/several-mistakes/match.yaml:16 cards #2 › status: must be string (found 3): write text, quoted if it holds a colon`,
      `${F}/several-mistakes/match.yaml:32 cards #5 › id: "card-1" is already the id of card 1; give each card its own id`,
      `${F}/several-mistakes/checkpoint.yaml:5 questions #1 › section: "nowhere" is not a heading id of the lesson (headings: first-section, checkpoint)`,
      `${F}/two-correct-answers/checkpoint.yaml:7 questions #1 › options: needs exactly one option with correct: true (found 2)`,
      `${F}/unknown-prop/lesson.mdx:20 <Checkpoint slug>: is not a known prop of <Checkpoint> (it takes none)`,
      `${F}/unknown-status/match.yaml:58 cards #9 › status: "timed_out" is not a status of this exercise; did you mean "timeout"? (statuses: ok, invalid_args, tool_error, timeout)`,
      `${F}/unknown-tag/lesson.mdx:14 <Warning>: is not a known tag; use one of: Note, Pitfall, RuleOfThumb, SourceFile, Sandbox, MatchExercise, Checkpoint, Kata, Practice`,
      `${F}/unused-data-file/checkpoint.yaml (file): is not used: lesson.mdx has no <Checkpoint /> tag; add the tag where the exercise belongs, or delete the file`,
      `${F}/wrong-type/checkpoint.yaml:1 passMark: must be number (found "high"): write digits only, without quotes or units, e.g. 80`,
      // Checked across folders once every folder is done: two fixtures happen to share a scenario id.
      `${F}/sandbox-missing-scenario/scenarios.yaml:1 #1 › id: "weather-outage" is already a scenario of ${F}/card-missing-scenario/scenarios.yaml; scenario ids must be unique across lessons (the sandbox page lists them all), so rename one of them`,
    ]);
  });

  it("finds at least one problem in every fixture folder, each naming a file in that folder and a field", async () => {
    for (const slug of listLessonSlugs(FIXTURES)) {
      const problems = await checkLesson(slug, FIXTURES);
      expect(problems.length, slug).toBeGreaterThan(0);
      for (const problem of problems) {
        expect(problem.file.startsWith(`${F}/${slug}/`), formatProblem(problem)).toBe(true);
        expect(problem.field.length, formatProblem(problem)).toBeGreaterThan(0);
      }
    }
  });

  it("keeps an unused data file a warning and everything else an error", async () => {
    const problems = await checkAllLessons(FIXTURES);
    expect(problems.filter((p) => p.severity === "warning").map((p) => p.file)).toEqual([
      `${F}/unused-data-file/checkpoint.yaml`,
    ]);
  });

  it("reports a wrong type and a duplicate id in the same file, though zod stops at the first", async () => {
    const fields = (await checkLesson("several-mistakes", FIXTURES)).map((p) => `${p.file} ${p.field}`);
    expect(fields).toEqual([
      `${F}/several-mistakes/lesson.mdx front matter minutes`,
      `${F}/several-mistakes/lesson.mdx <Warning>`,
      `${F}/several-mistakes/match.yaml cards #2 › status`,
      `${F}/several-mistakes/match.yaml cards #5 › id`,
      `${F}/several-mistakes/checkpoint.yaml questions #1 › section`,
    ]);
  });
});

describe("the minimal lesson in docs/authoring.md", () => {
  it("passes the content check when its files are written to a folder", async () => {
    const doc = readFileSync(path.join(__dirname, "..", "..", "docs", "authoring.md"), "utf8");
    const section = doc.slice(doc.indexOf("## A minimal lesson to copy"));
    const files = [
      ...section.matchAll(/`content\/lessons\/my-lesson\/([a-z.]+)`[^\n]*:\n\n```(?:mdx|yaml)\n([\s\S]*?)```/g),
    ];
    expect(files.map((match) => match[1])).toEqual(["lesson.mdx", "scenarios.yaml", "match.yaml", "checkpoint.yaml"]);
    const dir = mkdtempSync(path.join(tmpdir(), "minimal-lesson-"));
    mkdirSync(path.join(dir, "my-lesson"));
    for (const [, name, body] of files) writeFileSync(path.join(dir, "my-lesson", name ?? ""), body ?? "");
    expect((await checkAllLessons(dir)).map(formatProblem)).toEqual([]);
  });
});
