import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";
import { TOKEN_CLASS_NAMES } from "@/lib/highlight/shiki-themes";
import { listLessonSlugs, readLessonSource } from "./lesson-files";
import { listLessons, neighbours } from "./lessons";
import { ContentError, formatProblem } from "./problems";
import { outlineLesson } from "./tag-uses";

const VALID = path.join(__dirname, "fixtures", "valid");
const BROKEN = path.join(__dirname, "fixtures", "broken");

function problemsOf(slug: string): string[] {
  const result = readLessonSource(slug, BROKEN);
  if (result.ok) throw new Error(`expected ${slug} to be refused`);
  return result.problems.map(formatProblem);
}

describe("listing lessons", () => {
  it("lists lesson folders and skips ones starting with an underscore", () => {
    expect(listLessonSlugs(VALID)).toEqual(["alpha", "beta"]);
  });

  it("orders lessons by their order field", () => {
    expect(listLessons(VALID).map((l) => l.slug)).toEqual(["beta", "alpha"]);
  });

  it("gives previous and next neighbours in reading order", () => {
    const lessons = listLessons(VALID);
    expect(neighbours("beta", lessons).next?.slug).toBe("alpha");
    expect(neighbours("beta", lessons).previous).toBeUndefined();
    expect(neighbours("alpha", lessons).previous?.slug).toBe("beta");
  });

  it("refuses the whole list when one lesson's front matter is broken", () => {
    expect(() => listLessons(BROKEN)).toThrow(ContentError);
  });
});

describe("front matter errors name the file and the field", () => {
  it("reports every problem of a broken front matter, not just the first", () => {
    const file = "lib/content/fixtures/broken/bad-front-matter/lesson.mdx";
    expect(problemsOf("bad-front-matter")).toEqual(
      expect.arrayContaining([
        `${file}:2 front matter title: is required (expected string); add it`,
        `${file}:2 front matter summary: must not be empty (found 0 characters)`,
        expect.stringMatching(new RegExp(`^${file}:3 front matter minutes: .*\\(found "ten"\\): write digits only`)),
        `${file}:5 front matter objectives: needs at least one learning objective (found 0 entries)`,
        `${file}:6 front matter summery: is not a known field; did you mean "summary"? Rename it`,
      ]),
    );
  });

  it("reports invalid YAML with its line", () => {
    const [problem] = problemsOf("bad-yaml");
    expect(problem).toMatch(
      /^lib\/content\/fixtures\/broken\/bad-yaml\/lesson\.mdx:\d+ front matter: is not valid YAML/,
    );
  });

  it("reports a missing front matter block", () => {
    expect(problemsOf("no-front-matter")).toEqual([
      "lib/content/fixtures/broken/no-front-matter/lesson.mdx front matter: is missing: start the file with a --- block holding title, summary, minutes, order and objectives",
    ]);
  });

  it("refuses a folder name that cannot be a URL slug", () => {
    const result = readLessonSource("Bad Name", BROKEN);
    expect(result.ok).toBe(false);
  });
});

describe("compiling a lesson", () => {
  it("collects h2 and h3 headings with unique ids for the table of contents", async () => {
    const lesson = await loadLesson("alpha", VALID);
    expect(lesson?.headings).toEqual([
      { depth: 2, id: "first-section", text: "First section" },
      { depth: 3, id: "a-subsection", text: "A subsection" },
      { depth: 2, id: "first-section-1", text: "First section" },
    ]);
  });

  // The grader names sections from the outline (no compile on the request path); the
  // page anchors them from the compiled lesson. Both must give the same ids and text.
  const cases: { name: string; slug: string; dir?: string }[] = [
    { name: "a fixture with repeated headings", slug: "alpha", dir: VALID },
    ...listLessonSlugs().map((slug) => ({ name: `the lesson ${slug}`, slug })),
  ];
  it.each(cases)(
    "the outline and the compiled page agree on every heading of $name",
    async ({ slug, dir }) => {
      const lesson = await loadLesson(slug, dir);
      const source = readLessonSource(slug, dir);
      if (!lesson || !source.ok) throw new Error(`expected ${slug} to load`);
      const outline = outlineLesson(source.value.body);
      expect(outline?.headings).toEqual(lesson.headings);
    },
    30_000,
  );

  it("highlights code at build time with classes, not inline colours", async () => {
    const lesson = await loadLesson("alpha", VALID);
    expect(JSON.stringify(lesson?.tree)).toContain(`class=${TOKEN_CLASS_NAMES.keyword}`);
    expect(JSON.stringify(lesson?.tree)).not.toMatch(/--shiki|color:#/);
  });

  it("returns null for a lesson that does not exist", async () => {
    expect(await loadLesson("nope", VALID)).toBeNull();
  });

  it("names unknown tags and props with their line in lesson.mdx", async () => {
    const error = await loadLesson("unknown-tag", BROKEN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).problems.map(formatProblem);
    const file = "lib/content/fixtures/broken/unknown-tag/lesson.mdx";
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${file}:12 <Warning>: is not a known tag; use one of: Note, `)),
      `${file}:14 <SourceFile file>: is not a known prop of <SourceFile>; known props: path, title`,
      `${file}:14 <SourceFile path>: is required: Path from the repository root, inside lib/.`,
    ]);
  });

  it("reports MDX that does not compile with the file's line", async () => {
    const error = await loadLesson("bad-mdx", BROKEN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(
      /^lib\/content\/fixtures\/broken\/bad-mdx\/lesson\.mdx:\d+ <Note>: is never closed: add <\/Note>/,
    );
  });
});
