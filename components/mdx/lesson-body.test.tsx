/**
 * A lesson that passes the content check renders to HTML with nothing of it run (issue 33):
 * random bodies built from safe blocks and the hostile forms are compiled and, when they
 * pass, rendered by the real LessonBody. A body passes exactly when it holds no hostile
 * form, and what passes sets no global, and puts no script, handler or javascript: URL in
 * the page.
 */
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileLesson } from "@/lib/content/compile-lesson";
import { HOSTILE_FORMS } from "@/lib/content/fixtures/hostile-lesson-forms";
import { LessonBody } from "./lesson-body";

const SAFE_BLOCKS = [
  "Plain text with **bold**, *italic* and `inline code`.",
  "## A section\n\nIts first paragraph.",
  "<Note>\n\nAn aside with a [link](/lessons/error-envelope).\n\n</Note>",
  "<Pitfall>\n\nA common mistake.\n\n</Pitfall>",
  'Press <kbd>Enter</kbd> to run, then read the <abbr title="tool result">TR</abbr>.',
  "H<sub>2</sub>O and x<sup>2</sup>, and a break<br />here.",
  "| status | why |\n| --- | --- |\n| `timeout` | too slow |",
  '```ts\nconst result = { status: "ok" };\n```',
  '<Sandbox scenario="weather-outage" />',
  "- one\n- two with \\{ a brace \\}",
  // A predict block's choices reach the page as text, whatever they look like.
  "```text predict=p\n<script>alert(1)</script>\nok true\n```\n\n```text output=p\nok true\n```",
];

// Stand-ins for the widgets, which read lesson files this body does not have.
const STAND_IN = () => <div data-stand-in="" />;
const WIDGETS = {
  MatchExercise: STAND_IN,
  Checkpoint: STAND_IN,
  Kata: STAND_IN,
  Practice: STAND_IN,
  Sandbox: STAND_IN,
};

type Ran = { __lessonRan?: boolean };

describe("a lesson that passes the check runs nothing", () => {
  it("passes exactly the bodies with no hostile form, and renders them inert", async () => {
    const seen = { passed: 0, refused: 0 };
    const block = fc.oneof(
      fc.constantFrom(...SAFE_BLOCKS).map((mdx) => ({ mdx, hostile: false })),
      fc.constantFrom(...HOSTILE_FORMS).map((form) => ({ mdx: form.mdx, hostile: true })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(block, { minLength: 1, maxLength: 5 }), async (blocks) => {
        const body = blocks.map((b) => b.mdx).join("\n\n");
        const compiled = await compileLesson({
          slug: "demo",
          file: "content/lessons/demo/lesson.mdx",
          frontMatter: {} as never,
          body,
          bodyLineOffset: 0,
        });
        expect(compiled.ok).toBe(!blocks.some((b) => b.hostile));
        if (!compiled.ok) {
          seen.refused++;
          return;
        }
        seen.passed++;
        const html = renderToStaticMarkup(
          <LessonBody tree={compiled.value.tree} slug="demo" shownFiles={[]} widgets={WIDGETS} />,
        );
        expect(html).not.toMatch(/<script|<iframe|<style|\son[a-z]+=|javascript:/i);
        expect((globalThis as Ran).__lessonRan).toBeUndefined();
      }),
      { numRuns: 150, seed: 33 },
    );
    // Both outcomes, often enough that the property says something about each.
    expect(seen.passed).toBeGreaterThanOrEqual(20);
    expect(seen.refused).toBeGreaterThanOrEqual(20);
  });
});
