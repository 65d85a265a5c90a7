import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import { kataFileSchema } from "./schema";

const REAL = path.join(process.cwd(), "content", "lessons", "error-envelope", "kata.yaml");
const BROKEN = path.join(__dirname, "fixtures", "broken.yaml");
const facts = { headingIds: ["building-the-envelope", "nothing-escapes"], pointIds: ["five-steps"] };

describe("kata file schema", () => {
  it("reads the lesson's kata, which lists every rule the grader checks, in the grader's order", () => {
    const result = readDataFile(REAL, kataFileSchema());
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    expect(result.value.rules.map((rule) => rule.id)).toEqual([...KATA_RULE_IDS]);
  });

  it("names the line and field of each mistake, with the nearest valid name", () => {
    const result = readDataFile(BROKEN, kataFileSchema(facts));
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    const file = "lib/kata/content/fixtures/broken.yaml";
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}:4 reference: must be a \\.ts file inside the lesson folder`)),
        expect.stringMatching(new RegExp(`^${file}:15 rules #3 › id: must be one of the grader's rules`)),
      ]),
    );
  });

  it("checks sections, points, repeats and missing rules once the shape is right", () => {
    const fixed = {
      intro: "x",
      starter: "kata/starter.ts",
      reference: "kata/reference.ts",
      rules: [
        {
          id: "unknown-tool",
          title: "t",
          section: "buildng-the-envelope",
          teaches: ["five-step"],
          hint: "h",
          fix: "f",
        },
        { id: "unknown-tool", title: "t", section: "building-the-envelope", hint: "h", fix: "h" },
      ],
    };
    const result = kataFileSchema(facts).safeParse(fixed);
    const messages = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual([
      'rules.1.id: "unknown-tool" is already the id of rule 1; give each rule its own id',
      'rules.0.section: "buildng-the-envelope" is not a heading id of the lesson; did you mean "building-the-envelope"? (headings: building-the-envelope, nothing-escapes)',
      'rules.0.teaches.0: "five-step" is not a teaching point of this lesson; did you mean "five-steps"?',
      "rules.1.fix: must say more than the hint: it is the next step of the ladder (the shape of the fix)",
      `rules: must list every rule the grader checks; missing: ${KATA_RULE_IDS.slice(1).join(", ")}`,
    ]);
  });
});
