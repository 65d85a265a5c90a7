import { describe, expect, it } from "vitest";
import { MAX_WORDS_PER_MINUTE, readingTimeProblem } from "./reading-time";

const raw = "---\ntitle: T\nminutes: 2\n---\n";
const body = (words: number) => Array.from({ length: words }, (_, i) => `w${i}`).join(" ");

describe("readingTimeProblem", () => {
  it("accepts minutes that allow the fastest reading, and refuses one word more", () => {
    const atLimit = body(2 * MAX_WORDS_PER_MINUTE);
    expect(readingTimeProblem("lesson.mdx", raw, 2, atLimit)).toBeUndefined();
    expect(readingTimeProblem("lesson.mdx", raw, 2, `${atLimit} one-more`)).toEqual({
      file: "lesson.mdx",
      line: 3,
      field: "front matter minutes",
      message: expect.stringMatching(
        /^2 is too few for 501 words: reading them takes at least 3 minutes at 250 words a minute/,
      ),
    });
  });
  it("counts code like prose: every run of non-spaces is a word", () => {
    const code = "```ts\nconst a = 1;\n```\n";
    expect(readingTimeProblem("lesson.mdx", raw, 1, code.repeat(70))).toBeDefined();
  });
});
