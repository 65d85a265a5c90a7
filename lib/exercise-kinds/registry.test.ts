import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { checkAllLessons } from "./check-content";
import { toyKind } from "./fixtures/toy-kind/kind";
import { jsonSchemaOf } from "./json-schemas";
import { EXERCISE_KINDS } from "./registry";

const DIR = path.join(__dirname, "fixtures", "toy-lessons");
const TOY_FILE = "lib/exercise-kinds/fixtures/toy-lessons/quiz/toy.yaml";
/** The one line a new kind adds to registry.ts. */
const WITH_TOY = [...EXERCISE_KINDS, toyKind];
const identity = <T>(items: readonly T[]) => [...items];

describe("an exercise kind added as one folder plus one registry line", () => {
  it("is ignored by the content check until it is in the list", async () => {
    const lines = (await checkAllLessons(DIR)).map(formatProblem);
    expect(lines.filter((line) => line.includes("toy.yaml"))).toEqual([]);
  });

  it("gets its sense checks and the tag-or-file rule from the content check once listed", async () => {
    const problems = await checkAllLessons(DIR, WITH_TOY);
    expect(problems.map((problem) => `${problem.severity} ${formatProblem(problem)}`)).toEqual([
      `error ${TOY_FILE}:8 statements #3 › id: "timeout" is already the id of statement 1; give each statement its own id`,
      `warning ${TOY_FILE} (file): is not used: lesson.mdx has no <Toy /> tag; add the tag where the exercise belongs, or delete the file`,
    ]);
  });

  it("serves a public view without the key, grades, and stores attempts through the contract alone", async () => {
    const toy = await toyKind.load("quiz", DIR);
    if (!toy) throw new Error("the toy lesson has a toy.yaml");
    const view = toyKind.publicView("quiz", toy, identity);
    expect(JSON.stringify(view)).not.toContain("answer");
    expect(view.statements.map((statement) => statement.id)).toEqual(["timeout", "invalid-args", "timeout"]);
    const graded = await toyKind.grade(toy, { timeout: true, "invalid-args": true });
    expect(graded).toMatchObject({ score: 1, max: 3, passed: false });
    const stored = JSON.parse(JSON.stringify(graded.verdicts));
    expect(toyKind.attempt.verdicts.parse(stored)).toEqual(graded.verdicts);
    expect(toyKind.reveal(toy)).toEqual({});
    expect(Object.keys((jsonSchemaOf(toyKind) as { properties: object }).properties)).toEqual(["statements", "reveal"]);
  });
});
