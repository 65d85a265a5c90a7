import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkProse } from "./check-prose";
import { readLessonSource } from "./lesson-files";
import { formatProblem } from "./problems";

const PARTS = `parts:
  - title: Basics
  - title: Going further
    from: going-further
`;

/** Front matter for a lesson; `extra` adds fields such as parts. */
const front = (title: string, order: number, extra = "") =>
  `---\ntitle: ${title}\nsummary: A lesson.\nminutes: 5\norder: ${order}\nobjectives:\n  - Read it.\n${extra}---\n`;

/** A lessons folder with lesson `a` (whose body is `body`) and lesson `b`, plus a public folder with one image. */
function check(body: string, aFront = front("Alpha", 1, PARTS), bFront = front("Beta", 2)) {
  const dir = mkdtempSync(path.join(tmpdir(), "prose-"));
  const publicDir = path.join(dir, "public");
  mkdirSync(path.join(publicDir, "images"), { recursive: true });
  writeFileSync(path.join(publicDir, "images", "flow.svg"), "<svg/>");
  const lessons = path.join(dir, "lessons");
  for (const [slug, text] of [
    ["a", `${aFront}\n## Start\n\n${body}\n\n## Going further\n\n### Deeper\n\nText.\n`],
    ["b", `${bFront}\n## Only section\n\nText.\n`],
  ] as const) {
    mkdirSync(path.join(lessons, slug), { recursive: true });
    writeFileSync(path.join(lessons, slug, "lesson.mdx"), text);
  }
  const read = readLessonSource("a", lessons);
  if (!read.ok) throw new Error(read.problems.map(formatProblem).join("\n"));
  const sandboxLink = (search: URLSearchParams) => (search.get("tool") === "wether" ? ["no such tool"] : []);
  return checkProse(read.value, lessons, { publicDir, sandboxLink }).map((p) => `${p.line} ${p.field}: ${p.message}`);
}

/** The line of the first body line: 12 front matter lines (with parts), a blank, ## Start, a blank. */
const BODY_LINE = 16;

describe("checkProse", () => {
  it("finds nothing in prose with described images, clear links and headings in order", () => {
    const body = [
      "![The four statuses as boxes](/images/flow.svg) and ![decorative](/images/flow.svg)",
      "See [the next part](/lessons/a/going-further#deeper), [the start](#start), [lesson b](/lessons/b#only-section),",
      "[the sandbox](/sandbox?tool=weather), [the spec](https://example.com), <https://example.com> and [mail](mailto:x@y.z).",
    ].join("\n");
    expect(check(body)).toEqual([]);
  });

  it("refuses an image without alt text and names the decorative mark", () => {
    expect(check("![](/images/flow.svg)")).toEqual([
      `${BODY_LINE} ![](/images/flow.svg): has no alt text; describe what the image shows in the brackets, or write ![decorative](…) if it only decorates`,
    ]);
  });

  it("refuses an image file that is not in public/, and a relative image path", () => {
    const [missing, relative] = check("![A chart](/images/chart.png)\n\n![A chart](chart.png)");
    expect(missing).toContain(`${BODY_LINE} ![A chart](/images/chart.png): names no file`);
    expect(missing).toContain("public/images/chart.png");
    expect(relative).toContain(`${BODY_LINE + 2} ![A chart](chart.png): is a relative path`);
    expect(relative).toContain("write /images/chart.png");
  });

  it("refuses a heading that skips a level, and a # heading in the body", () => {
    expect(check("#### Too deep\n\n# A second title")).toEqual([
      `${BODY_LINE} #### Too deep: skips a level (a #### right after a ##); make it ###, since screen readers move by heading levels and only ## and ### reach "On this page"`,
      `${BODY_LINE + 2} # A second title: is a # heading, which a page has once: the lesson's title; make it ##`,
    ]);
  });

  it("refuses link text that says nothing, and an empty link", () => {
    const found = check("Read [click here](/lessons/b) and [More.](/lessons/b) and [](/lessons/b).");
    expect(found.map((p) => p.split(": ")[1])).toEqual([
      'says "click here", which tells nothing in a list of links; write where it leads, e.g. [the retry policy](…)',
      'says "More.", which tells nothing in a list of links; write where it leads, e.g. [the retry policy](…)',
      "has no text; write what the link leads to between the brackets",
    ]);
  });

  it("refuses links to a lesson, a part or an anchor that does not exist, with the nearest name", () => {
    const found = check(
      [
        "[Lesson c](/lessons/c)",
        "[Part](/lessons/a/going-farther)",
        "[First part](/lessons/a/basics)",
        "[Anchor](#deepr)",
        "[Other part's anchor](#deeper)",
        "[B's anchor](/lessons/b#nowhere)",
      ].join("\n"),
    );
    expect(found).toEqual([
      expect.stringContaining(`${BODY_LINE} [Lesson c](/lessons/c): "c" is not a lesson`),
      expect.stringContaining(`"going-farther" is not a part of a; did you mean "going-further"?`),
      expect.stringContaining(`"basics" is the first part, whose page is /lessons/a; link there`),
      expect.stringContaining(`"#deepr" is not a heading of a; did you mean "deeper"?`),
      expect.stringContaining(
        `"#deeper" is on the page of part 2 ("Going further"); link to /lessons/a/going-further#deeper`,
      ),
      expect.stringContaining(`"#nowhere" is not a heading of b`),
    ]);
  });

  it("refuses a relative link and passes a sandbox link's problems on", () => {
    const found = check("[Lesson b](b) and [the sandbox](/sandbox?tool=wether)");
    expect(found).toEqual([
      expect.stringContaining("is a relative address, which leads elsewhere from each part's page; start it with /"),
      `${BODY_LINE} [the sandbox](/sandbox?tool=wether): no such tool`,
    ]);
  });

  it("refuses a title or an order another lesson has, on the field's line", () => {
    expect(check("Text.", front("Beta", 2))).toEqual([
      '2 front matter title: "Beta" is also the title of the lesson b; give each lesson its own title',
      "5 front matter order: 2 is also the order of the lesson b; give each lesson its own order, so the index lists them as you mean",
    ]);
  });
});
