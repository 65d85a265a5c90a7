import { describe, expect, it } from "vitest";
import { lessonPath, partOf, planParts, sectionHref } from "./lesson-parts";

const headings = [
  { id: "intro", depth: 2 },
  { id: "shape", depth: 2 },
  { id: "shape-detail", depth: 3 },
  { id: "practice", depth: 2 },
] as const;

const specs = [
  { title: "The basics" },
  { title: "The shape", from: "shape" },
  { title: "Practice!", from: "practice" },
];

describe("planParts", () => {
  it("cuts the headings at each later part's h2 and names each part by its title", () => {
    const { parts, problems } = planParts("demo", "Demo", specs, headings);
    expect(problems).toEqual([]);
    expect(parts.map((part) => [part.id, part.number, part.path, part.headings.map((h) => h.id)])).toEqual([
      ["the-basics", 1, "/lessons/demo", ["intro"]],
      ["the-shape", 2, "/lessons/demo/the-shape", ["shape", "shape-detail"]],
      ["practice", 3, "/lessons/demo/practice", ["practice"]],
    ]);
  });

  it("keeps a lesson without parts as one page titled like the lesson", () => {
    const { parts } = planParts("demo", "Demo lesson", undefined, headings);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ title: "Demo lesson", path: "/lessons/demo", number: 1 });
    expect(parts[0]?.headings).toHaveLength(4);
  });

  it("names the fix when a part starts at an unknown id, a ### heading or out of order, and keeps one page", () => {
    const cases: [typeof specs, RegExp][] = [
      [
        [{ title: "A" }, { title: "B", from: "nope" }],
        /parts #2 › from: "nope" is not a heading id.*\(intro, shape, practice\)/,
      ],
      [
        [{ title: "A" }, { title: "B", from: "shape-detail" }],
        /parts #2 › from: "shape-detail" is a ### heading; a part starts at a ## heading/,
      ],
      [
        [{ title: "A" }, { title: "B", from: "practice" }, { title: "C", from: "shape" }],
        /parts #3 › from: "shape" comes before the start of part 2; list the parts in reading order/,
      ],
      [[{ title: "A" }, { title: "B", from: "intro" }], /parts #2 › from: "intro" is the lesson's first heading/],
      [
        [{ title: "Same" }, { title: "Same", from: "shape" }],
        /parts #2 › title: "Same" gives the same address as part 1/,
      ],
    ];
    for (const [given, message] of cases) {
      const { parts, problems } = planParts("demo", "Demo", given, headings);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(message);
      expect(parts).toHaveLength(1);
    }
  });
});

describe("sectionHref", () => {
  const { parts } = planParts("demo", "Demo", specs, headings);

  it("links a heading on the page of the part that holds it", () => {
    expect(sectionHref(parts, "intro")).toBe("/lessons/demo#intro");
    expect(sectionHref(parts, "shape-detail")).toBe("/lessons/demo/the-shape#shape-detail");
    expect(sectionHref(parts, "practice", "kata-title")).toBe("/lessons/demo/practice#kata-title");
  });

  it("falls back to the first page for an id no part holds", () => {
    expect(partOf(parts, "elsewhere").number).toBe(1);
    expect(sectionHref(parts, "elsewhere")).toBe("/lessons/demo#elsewhere");
  });

  it("gives a lesson of one part the lesson's own address", () => {
    const whole = planParts("demo", "Demo", undefined, headings).parts;
    expect(sectionHref(whole, "practice")).toBe(`${lessonPath("demo")}#practice`);
  });
});
