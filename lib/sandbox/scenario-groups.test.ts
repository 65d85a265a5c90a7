import { describe, expect, it } from "vitest";
import { groupScenariosByLesson } from "./scenario-groups";

const lessons = [
  { slug: "first", title: "First" },
  { slug: "second", title: "Second" },
  { slug: "empty", title: "Empty" },
];
const byLesson: Record<string, { id: string }[]> = {
  first: [{ id: "a" }, { id: "b" }],
  second: [{ id: "b" }, { id: "c" }],
  empty: [],
};

describe("scenarios grouped by lesson", () => {
  it("lists each lesson's scenarios under it, in lesson order", () => {
    const groups = groupScenariosByLesson(lessons, (slug) => byLesson[slug] ?? []);
    expect(groups.map((g) => [g.slug, g.title, g.scenarios.map((s) => s.id)])).toEqual([
      ["first", "First", ["a", "b"]],
      ["second", "Second", ["c"]],
    ]);
  });

  it("never lists an id twice, keeping it under the first lesson that has it", () => {
    const groups = groupScenariosByLesson(lessons, (slug) => byLesson[slug] ?? []);
    const ids = groups.flatMap((g) => g.scenarios.map((s) => s.id));
    expect(ids).toEqual([...new Set(ids)]);
  });
});
