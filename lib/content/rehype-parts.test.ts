import { describe, expect, it } from "vitest";
import { compileLesson } from "./compile-lesson";
import { planParts } from "./lesson-parts";
import { LESSON_PART_TAG, rehypeParts } from "./rehype-parts";

const h2 = (id: string) => ({ type: "element", tagName: "h2", properties: { id }, children: [] });
const p = (text: string) => ({ type: "element", tagName: "p", children: [{ type: "text", value: text }] });
const headings = [
  { id: "one", depth: 2 },
  { id: "two", depth: 2 },
];
const twoParts = planParts("demo", "Demo", [{ title: "First" }, { title: "Second", from: "two" }], headings).parts;

const source = (frontMatter: object, body: string) => ({
  slug: "demo",
  file: "content/lessons/demo/lesson.mdx",
  frontMatter: { title: "Demo", ...frontMatter } as never,
  body,
  bodyLineOffset: 0,
});

describe("rehypeParts", () => {
  it("wraps each part's top-level nodes, cutting before the h2 the next part starts at", () => {
    const tree = { type: "root", children: [p("lead"), h2("one"), p("a"), h2("two"), p("b")] };
    rehypeParts({ parts: twoParts, missing: () => {} })(tree);
    const wrapped = tree.children as unknown as { tagName: string; properties: { id: string }; children: unknown[] }[];
    expect(wrapped.map((part) => [part.tagName, part.properties.id, part.children.length])).toEqual([
      [LESSON_PART_TAG, "first", 3],
      [LESSON_PART_TAG, "second", 2],
    ]);
  });

  it("leaves a lesson of one part as it is", () => {
    const tree = { type: "root", children: [h2("one"), p("a")] };
    rehypeParts({ parts: planParts("demo", "Demo", undefined, headings).parts, missing: () => {} })(tree);
    expect(tree.children).toHaveLength(2);
  });

  it("reports a start heading that is not at the top level", () => {
    const tree = { type: "root", children: [h2("one"), { type: "element", tagName: "div", children: [h2("two")] }] };
    const missing: string[] = [];
    rehypeParts({ parts: twoParts, missing: (part) => missing.push(part.id) })(tree);
    expect(missing).toEqual(["second"]);
  });
});

describe("compileLesson with parts", () => {
  const body = "Intro.\n\n## One\n\nA.\n\n## Two\n\nB.\n";

  it("compiles each part into its own wrapper and lists the parts with their headings", async () => {
    const compiled = await compileLesson(
      source({ parts: [{ title: "First" }, { title: "Second", from: "two" }] }, body),
    );
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    const tree = JSON.stringify(compiled.value.tree);
    expect(tree.match(new RegExp(`"tagName":"${LESSON_PART_TAG}"`, "g"))).toHaveLength(2);
    expect(tree).toMatch(/"properties":\{"id":"first"\}[\s\S]*"properties":\{"id":"second"\}/);
    expect(compiled.value.parts.map((part) => [part.path, part.headings.map((h) => h.id)])).toEqual([
      ["/lessons/demo", ["one"]],
      ["/lessons/demo/second", ["two"]],
    ]);
  });

  it("refuses a part that starts at an unknown heading, naming the ids it could use", async () => {
    const compiled = await compileLesson(
      source({ parts: [{ title: "First" }, { title: "Second", from: "three" }] }, body),
    );
    expect(compiled.ok).toBe(false);
    if (compiled.ok) return;
    expect(compiled.problems).toEqual([
      expect.objectContaining({
        field: "front matter",
        message: expect.stringMatching(/parts #2 › from: "three".*\(one, two\)/),
      }),
    ]);
  });
});
