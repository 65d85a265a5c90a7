import { describe, expect, it } from "vitest";
import { TOKEN_CLASS_NAMES } from "@/lib/highlight/shiki-themes";
import { compileLesson } from "./compile-lesson";

const source = (body: string) => ({
  slug: "alpha",
  file: "content/lessons/alpha/lesson.mdx",
  frontMatter: {} as never,
  body,
  bodyLineOffset: 0,
});

describe("rehypeCodeHtml", () => {
  it("hands each highlighted block to the page as one HTML string", async () => {
    // Inside a tag, where no run of prose takes it in (lib/content/rehype-prose-html.ts).
    const compiled = await compileLesson(source("<Note>\n\n```ts\nconst a = 1;\n```\n\n</Note>\n"));
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    expect(JSON.stringify(compiled.value.tree)).toContain("CodeHtml");
    expect(JSON.stringify(compiled.value.tree)).toContain(`<span class=${TOKEN_CLASS_NAMES.keyword}>const</span>`);
    expect(JSON.stringify(compiled.value.tree)).not.toContain('"pre"');
  });
});
