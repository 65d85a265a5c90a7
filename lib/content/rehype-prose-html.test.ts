import { describe, expect, it } from "vitest";
import { compileLesson } from "./compile-lesson";
import { LESSON_PART_TAG } from "./rehype-parts";
import { PROSE_HTML_TAG, rehypeProseHtml } from "./rehype-prose-html";

type In = { type: string; [key: string]: unknown };
const text = (value: string): In => ({ type: "text", value });
const el = (tagName: string, ...children: In[]): In => ({ type: "element", tagName, properties: {}, children });
// A lesson tag, as the compiler leaves it: an element named after it.
const tag = el;
type Out = { type: string; tagName?: string; properties?: { html?: string }; children?: Out[] };
const htmlOf = (node: Out | undefined) => node?.properties?.html;

describe("rehypeProseHtml", () => {
  it("makes one HTML string of each run of plain prose, cut where a tag or a table stands", () => {
    const tree = {
      type: "root",
      children: [
        el("h2", text("Title")),
        text("\n"),
        el("p", text("One "), el("strong", text("two"))),
        tag("Sandbox"),
        el("p", text("After")),
        el("table", el("tbody")),
        text("\n"),
      ],
    };
    rehypeProseHtml()(tree);
    const out = tree.children as Out[];
    expect(out.map((node) => node.tagName ?? node.type)).toEqual([
      PROSE_HTML_TAG,
      "Sandbox",
      PROSE_HTML_TAG,
      "table",
      "text",
    ]);
    expect(htmlOf(out[0])).toBe("<h2>Title</h2>\n<p>One <strong>two</strong></p>");
    expect(htmlOf(out[2])).toBe("<p>After</p>");
  });

  it("leaves a tag's own children alone, and makes runs inside each part", () => {
    const note = tag("Note", el("p", text("inside")));
    const tree = { type: "root", children: [tag(LESSON_PART_TAG, el("p", text("a")), note, el("p", text("b")))] };
    rehypeProseHtml()(tree);
    const [part] = tree.children as [Out];
    expect(part.children?.map((node) => node.tagName)).toEqual([PROSE_HTML_TAG, "Note", PROSE_HTML_TAG]);
    expect(part.children?.[1]?.children?.[0]?.tagName).toBe("p");
  });

  it("takes a highlighted block into the run as the HTML it already is", async () => {
    const compiled = await compileLesson({
      slug: "alpha",
      file: "content/lessons/alpha/lesson.mdx",
      frontMatter: {} as never,
      body: "Text.\n\n```ts\nconst a = 1;\n```\n\nMore.\n",
      bodyLineOffset: 0,
    });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    expect(JSON.stringify(compiled.value.tree)).not.toContain("CodeHtml");
    expect(JSON.stringify(compiled.value.tree).match(/"tagName":"ProseHtml"/g)).toHaveLength(1);
    expect(JSON.stringify(compiled.value.tree)).toMatch(
      /<p>Text\.<\/p>\\n<div><pre class=\\"shiki [^"]*\\" tabindex=0><code>.*<p>More\.<\/p>/s,
    );
  });
});
