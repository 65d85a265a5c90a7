import { describe, expect, it } from "vitest";
import { compileLesson } from "./compile-lesson";
import type { LessonFrontMatter } from "./front-matter";

const lesson = (body: string) => ({
  slug: "x",
  file: "content/lessons/x/lesson.mdx",
  frontMatter: { title: "X" } as LessonFrontMatter,
  body,
  bodyLineOffset: 0,
});

describe("an image marked decorative", () => {
  it("renders with an empty alt, and a described image keeps its alt", async () => {
    const compiled = await compileLesson(lesson("![decorative](/images/a.svg)\n\n![Four endings](/images/b.svg)\n"));
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    const html = JSON.stringify(compiled.value.tree);
    // The compact HTML writes alt="" as a bare alt, which HTML reads the same.
    expect(html).toContain("<img src=/images/a.svg alt>");
    expect(html).toContain('<img src=/images/b.svg alt=\\"Four endings\\">');
    expect(html).not.toContain("decorative");
  });
});
