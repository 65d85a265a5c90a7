import { describe, expect, it } from "vitest";
import { courseOutline } from "./course-outline";
import { loadLesson } from "./lesson-tags";

describe("courseOutline", () => {
  it("puts each exercise of the first lesson in the part whose page shows it, in reading order", async () => {
    const lesson = await loadLesson("error-envelope");
    if (!lesson) throw new Error("the error-envelope lesson does not load");
    const outline = courseOutline(lesson);
    expect(outline.parts.map((p) => p.id)).toEqual(lesson.parts.map((p) => p.id));
    const placed = outline.parts.flatMap((p) => p.activities.map((a) => `${p.id}:${a.activity}`));
    // Read from lesson.mdx: the match sits under "Edge cases", the kata, checkpoint and practice after it.
    const body = lesson.body;
    const order = ["<MatchExercise", "<Kata", "<Checkpoint", "<Practice"].map((tag) => body.indexOf(tag));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(placed.map((p) => p.split(":")[1])).toEqual(["match", "kata", "checkpoint", "practice"]);
    // Practice is never graded: the map shows it without letting it hold its part back.
    const activities = outline.parts.flatMap((p) => p.activities);
    expect(activities.filter((a) => a.graded === false).map((a) => a.activity)).toEqual(["practice"]);
    // The match is under the "Edge cases" heading: its part is the one holding that heading.
    const edgeCases = lesson.parts.find((p) => p.headings.some((h) => h.id === "edge-cases"));
    expect(placed[0]).toBe(`${edgeCases?.id}:match`);
  });

  it("links each part to the heading it starts at when the lesson is shown whole on one page", async () => {
    const lesson = await loadLesson("error-envelope");
    if (!lesson) throw new Error("the error-envelope lesson does not load");
    const paths = courseOutline(lesson, "top").parts.map((p) => p.path);
    expect(paths[0]).toBe("#top");
    expect(paths.slice(1)).toEqual(lesson.parts.slice(1).map((p) => `#${p.from}`));
    expect(paths).toContain("#checkpoint");
  });
});
