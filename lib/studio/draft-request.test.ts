import { describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { signKeySession } from "@/lib/preview/key-session";
import { makeKeyEnv } from "@/lib/preview/test-support";
import { readDraftRequest } from "./draft-request";
import { MAX_STUDIO_FILE_CHARS } from "./studio-file-names";

const env = makeKeyEnv();
const session = signKeySession(env);
const request = (over: Record<string, unknown> = {}) => ({
  slug: "error-envelope",
  files: { "lesson.mdx": "x" },
  ...over,
});

describe("readDraftRequest", () => {
  it("accepts a draft of a real lesson with the key's session", () => {
    expect(readDraftRequest(request(), LESSONS_DIR, session, env)).toEqual({
      ok: true,
      slug: "error-envelope",
      files: { "lesson.mdx": "x" },
    });
  });

  it("says why a draft is refused: the key's session, the lesson, a file name, a file's length", () => {
    const refused = (over: Record<string, unknown>, with_ = session) => {
      const result = readDraftRequest(request(over), LESSONS_DIR, with_, env);
      return result.ok ? "accepted" : result.message;
    };
    expect(refused({}, `${session.slice(0, -4)}AAAA`)).toContain("needs the instructor key");
    expect(refused({ key: "k1" }, "")).toContain('Unrecognized key: "key"');
    expect(refused({ slug: "../content" })).toBe('There is no lesson called "../content".');
    expect(refused({ files: { "../../x": "y" } })).toContain('Unrecognized key: "../../x"');
    expect(refused({ files: { "lesson.mdx": "a".repeat(MAX_STUDIO_FILE_CHARS + 1) } })).toContain(
      `files.lesson.mdx is longer than ${MAX_STUDIO_FILE_CHARS} characters`,
    );
  });
});
