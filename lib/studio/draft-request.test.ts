import { describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { readDraftRequest } from "./draft-request";
import { MAX_STUDIO_FILE_CHARS } from "./studio-file-names";

const env = { NODE_ENV: "production", INSTRUCTOR_KEY: "k" };
const request = (over: Record<string, unknown> = {}) => ({
  slug: "error-envelope",
  key: "k",
  files: { "lesson.mdx": "x" },
  ...over,
});

describe("readDraftRequest", () => {
  it("accepts a draft of a real lesson with the key", () => {
    expect(readDraftRequest(request(), LESSONS_DIR, env)).toEqual({
      ok: true,
      slug: "error-envelope",
      files: { "lesson.mdx": "x" },
    });
  });

  it("says why a draft is refused: the key, the lesson, a file name, a file's length", () => {
    const refused = (over: Record<string, unknown>) => {
      const result = readDraftRequest(request(over), LESSONS_DIR, env);
      return result.ok ? "accepted" : result.message;
    };
    expect(refused({ key: "nope" })).toContain("needs the instructor key");
    expect(refused({ slug: "../content" })).toBe('There is no lesson called "../content".');
    expect(refused({ files: { "../../x": "y" } })).toContain('Unrecognized key: "../../x"');
    expect(refused({ files: { "lesson.mdx": "a".repeat(MAX_STUDIO_FILE_CHARS + 1) } })).toContain(
      `files.lesson.mdx is longer than ${MAX_STUDIO_FILE_CHARS} characters`,
    );
  });
});
