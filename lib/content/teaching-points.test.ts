import { describe, expect, it } from "vitest";
import { COVERAGE_KINDS, checkLessonDesign, type DesignEntry, type DesignInput } from "./teaching-points";

const entry = (kind: DesignEntry["kind"], id: string, teaches: unknown, index = 0): DesignEntry => ({
  kind,
  id,
  label: id,
  file: `${kind}.yaml`,
  path: [index, "teaches"],
  teaches,
});

const makeDesign = (overrides: Partial<DesignInput> = {}): DesignInput => ({
  mdxFile: "lesson.mdx",
  points: [{ id: "one-shape", statement: "One record for every outcome." }],
  sections: { "the-envelope": ["one-shape"] },
  headings: [{ id: "the-envelope", text: "The envelope", depth: 2 }],
  entries: [
    entry("scenario", "s1", ["one-shape"]),
    entry("card", "c1", ["one-shape"]),
    entry("question", "q1", ["one-shape"]),
  ],
  ...overrides,
});

describe("learning-design check", () => {
  it("passes a lesson whose every point has a section, scenario, card and question", () => {
    const { problems, coverage } = checkLessonDesign(makeDesign());
    expect(problems).toEqual([]);
    expect(coverage.entries.map((e) => `${e.kind}:${e.id}:${e.teaches.join(",")}`)).toEqual([
      "section:the-envelope:one-shape",
      "scenario:s1:one-shape",
      "card:c1:one-shape",
      "question:q1:one-shape",
    ]);
  });

  it("names each kind of material a point lacks", () => {
    for (const missing of COVERAGE_KINDS) {
      const design = makeDesign();
      const entries = design.entries.filter((e) => e.kind !== missing);
      const sections = missing === "section" ? {} : design.sections;
      const { problems } = checkLessonDesign({ ...design, entries, sections });
      expect(problems).toHaveLength(1);
      expect(problems[0]?.path).toEqual(["points", 0]);
      expect(problems[0]?.message).toMatch(/^"one-shape" has no /);
    }
  });

  it("reports an unknown point with its path and a close suggestion", () => {
    const design = makeDesign();
    const entries = [...design.entries, entry("card", "c2", ["one-shape", "one-shap"], 1)];
    const { problems } = checkLessonDesign({ ...design, entries });
    expect(problems).toEqual([
      {
        file: "card.yaml",
        path: [1, "teaches", 1],
        message: '"one-shap" is not a teaching point of this lesson; did you mean "one-shape"? (points: one-shape)',
      },
    ]);
  });

  it("reports a section map key that is not a heading, with a suggestion", () => {
    const { problems } = checkLessonDesign(makeDesign({ sections: { "the-envelop": ["one-shape"] } }));
    expect(problems.map((p) => p.message)).toEqual([
      '"the-envelop" is not a heading id of the lesson; did you mean "the-envelope"? (headings: the-envelope)',
      '"one-shape" has no section: name it in the front matter\'s sections map of lesson.mdx, or add one that teaches it',
    ]);
  });

  it("requires teaches on every entry once points are declared", () => {
    const design = makeDesign();
    const { problems } = checkLessonDesign({
      ...design,
      entries: [...design.entries, entry("question", "q2", undefined, 4)],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toEqual([4, "teaches"]);
    expect(problems[0]?.message).toMatch(/^is required once the lesson declares teaching points/);
  });

  it("refuses a point declared twice", () => {
    const points = [
      { id: "one-shape", statement: "a" },
      { id: "one-shape", statement: "b" },
    ];
    const { problems } = checkLessonDesign(makeDesign({ points }));
    expect(problems.map((p) => p.path)).toEqual([["points", 1, "id"]]);
  });
});
