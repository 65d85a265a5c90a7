import { describe, expect, it } from "vitest";
import { LessonFrontMatter, splitFrontMatter } from "./front-matter";

describe("splitFrontMatter", () => {
  it("reads the YAML block and gives the body with the number of lines before it", () => {
    const split = splitFrontMatter("---\ntitle: Deadlines\nminutes: 5\n---\n\n## First\n");
    expect(split).toMatchObject({
      ok: true,
      hasFrontMatter: true,
      data: { title: "Deadlines", minutes: 5 },
      body: "\n## First\n",
      bodyLineOffset: 4,
    });
  });

  it("reads YAML 1.2, where yes and no are text, as in the data files", () => {
    expect(splitFrontMatter("---\ntitle: yes\nsummary: no\n---\n")).toMatchObject({
      data: { title: "yes", summary: "no" },
    });
  });

  it("returns the whole file as the body when there is no front matter", () => {
    expect(splitFrontMatter("Just text.\n---\nMore.\n")).toMatchObject({
      ok: true,
      hasFrontMatter: false,
      data: undefined,
      body: "Just text.\n---\nMore.\n",
      bodyLineOffset: 0,
    });
  });

  it("accepts CRLF line endings and keeps them in the body", () => {
    const split = splitFrontMatter("---\r\ntitle: Windows\r\n---\r\nBody.\r\n");
    expect(split).toMatchObject({ ok: true, data: { title: "Windows" }, body: "Body.\r\n", bodyLineOffset: 3 });
  });

  it("reads an empty block as an empty object, so the schema names each missing field", () => {
    expect(splitFrontMatter("---\n---\nBody.")).toMatchObject({
      ok: true,
      hasFrontMatter: true,
      data: {},
      body: "Body.",
    });
  });

  it("ends the block at the first closing line and leaves a later --- in the body", () => {
    const split = splitFrontMatter("---\ntitle: A\n---\nAbove the rule.\n\n---\n\nBelow: it.\n");
    expect(split).toMatchObject({ ok: true, data: { title: "A" }, body: "Above the rule.\n\n---\n\nBelow: it.\n" });
  });

  it("reports a bad YAML line with its line number in the .mdx file", () => {
    expect(splitFrontMatter("---\ntitle: Fine\nsummary: a: b\nminutes: 1\n---\nBody.")).toEqual({
      ok: false,
      line: 3,
      message:
        "is not valid YAML (Nested mappings are not allowed in compact mappings; a value that holds ': ' must be put in quotes)",
    });
  });

  it("reports the bad line in a CRLF file too", () => {
    expect(splitFrontMatter("---\r\ntitle: Fine\r\n\tminutes: 1\r\n---\r\n")).toMatchObject({
      ok: false,
      line: 3,
    });
  });

  it("refuses a block that is never closed, pointing at its first line", () => {
    expect(splitFrontMatter("---\ntitle: Open\n\nBody.")).toEqual({
      ok: false,
      line: 1,
      message: "is not closed: add a --- line after the last field",
    });
  });
});

describe("LessonFrontMatter minutes", () => {
  const base = { title: "T", summary: "S", order: 1, objectives: ["Read it."] };
  it.each([-5, 0, 2.5])("tells %s it must be a positive whole number", (minutes) => {
    const result = LessonFrontMatter.safeParse({ ...base, minutes });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["must be a positive whole number of minutes"]);
  });
});
