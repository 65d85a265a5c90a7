import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { checkpointFileSchema, findCheckpointSenseProblems } from "./check";
import { makeCheckpoint } from "./test-support";

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const REAL = path.join(process.cwd(), "content", "lessons", "error-envelope", "checkpoint.yaml");

describe("checkpoint file schema and sense checks", () => {
  it("reads the lesson's checkpoint, which asks questions of all four kinds", () => {
    const result = readDataFile(REAL, checkpointFileSchema());
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    expect(new Set(result.value.questions.map((q) => q.kind))).toEqual(
      new Set(["single", "multiple", "predict", "order"]),
    );
  });

  it("names file, line and field for every sense problem", () => {
    const result = readDataFile(fixture("broken.yaml"), checkpointFileSchema(["intro"]));
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    const file = "lib/exercises/checkpoint/fixtures/broken.yaml";
    expect(lines).toEqual(
      expect.arrayContaining([
        `${file}:7 questions #1 › options: needs exactly one option with correct: true (found 2)`,
        `${file}:10 questions #2 › id: "q1" is already the id of question 1; give each question its own id`,
        `${file}:12 questions #2 › section: "nowhere" is not a heading id of the lesson (headings: intro)`,
        `${file}:16 questions #2 › steps #2 › id: "s" is already the id of step 1; give each step its own id`,
        `${file}:23 questions #3 › options: must list the four statuses once each: ok, invalid_args, tool_error, timeout`,
        `${file}:30 questions #4 › options: a multiple-select question needs at least one option with correct: true`,
      ]),
    );
    expect(lines).toHaveLength(6);
  });

  it("reports shape problems such as a missing explanation or a pass mark over 100", () => {
    const result = readDataFile(fixture("bad-shape.yaml"), checkpointFileSchema());
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/bad-shape\.yaml:1 passMark: /),
        expect.stringMatching(/bad-shape\.yaml:8 questions #1 › options #1 › explanation: is required/),
      ]),
    );
  });

  it("finds no problem in a sound checkpoint", () => {
    expect(findCheckpointSenseProblems(makeCheckpoint(), ["intro", "edge", "steps"])).toEqual([]);
  });

  it("defaults the pass mark to 80 when the file leaves it out", () => {
    const parsed = checkpointFileSchema().parse({ questions: makeCheckpoint().questions });
    expect(parsed.passMark).toBe(80);
  });
});
