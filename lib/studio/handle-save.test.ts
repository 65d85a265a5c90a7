import { cpSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkLessonDraft, type DraftProblem } from "@/lib/exercise-kinds/lesson-draft";
import { keySessionCookie, makeKeyEnv } from "@/lib/preview/test-support";
import { handleStudioSave, MAX_STUDIO_SAVE_BYTES } from "./handle-save";
import { MAX_STUDIO_FILE_CHARS } from "./studio-file-names";

const FIXTURE = path.join(__dirname, "..", "content", "fixtures", "authoring-mistakes", "card-missing-scenario");
const SLUG = "lesson-one";
const production = makeKeyEnv();
const SESSION = keySessionCookie(production);

function lessons(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-save-"));
  cpSync(FIXTURE, path.join(dir, SLUG), { recursive: true });
  return dir;
}
const read = (dir: string, name: string) => readFileSync(path.join(dir, SLUG, name), "utf8");
const error = (field: string): DraftProblem => ({ file: "f", field, message: "wrong", severity: "error" });

function post(body: unknown, cookie: string | null = SESSION) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie !== null) headers.cookie = cookie;
  return new Request("http://x/api/studio/lesson-one", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const save = (dir: string, body: unknown, options: { cookie?: string | null; problems?: DraftProblem[] } = {}) =>
  handleStudioSave(SLUG, post(body, options.cookie === undefined ? SESSION : options.cookie), {
    dir,
    keyEnv: production,
    check: async () => options.problems ?? [],
  });

describe("handleStudioSave", () => {
  it("writes the drafted files when the draft has no errors, and says which", async () => {
    const dir = lessons();
    const response = await save(dir, { files: { "lesson.mdx": "new text", "match.yaml": "cards: []" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: ["lesson.mdx", "match.yaml"], problems: [] });
    expect(read(dir, "lesson.mdx")).toBe("new text");
    expect(readdirSync(path.join(dir, SLUG)).some((name) => name.endsWith(".studio-partial"))).toBe(false);
  });

  it("refuses a draft with errors (409, nothing written) unless the instructor says save anyway", async () => {
    const dir = lessons();
    const before = read(dir, "lesson.mdx");
    const refused = await save(dir, { files: { "lesson.mdx": "x" } }, { problems: [error("a"), error("b")] });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'Not saved: the draft has 2 errors. Fix them, or choose "Save anyway".',
    );
    expect(read(dir, "lesson.mdx")).toBe(before);
    const forced = await save(dir, { files: { "lesson.mdx": "x" }, saveAnyway: true }, { problems: [error("a")] });
    expect(forced.status).toBe(200);
    expect(read(dir, "lesson.mdx")).toBe("x");
  });

  it("checks with content:check's own code: a real mistake in the draft blocks the save", async () => {
    const dir = lessons();
    const response = await handleStudioSave(SLUG, post({ files: { "match.yaml": "prompt: 5\n" } }), {
      dir,
      keyEnv: production,
      check: checkLessonDraft,
    });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.problems.some((p: DraftProblem) => p.name === "match.yaml")).toBe(true);
  });

  it("refuses without the key's session (403), with no key configured (404), and lets next dev in", async () => {
    const dir = lessons();
    const body = { files: { "lesson.mdx": "x" } };
    expect((await save(dir, body, { cookie: null })).status).toBe(403);
    expect((await save(dir, body, { cookie: keySessionCookie(makeKeyEnv({ configuredKey: "k2" })) })).status).toBe(403);
    const check = async () => [];
    const unconfigured = makeKeyEnv({ configuredKey: undefined });
    expect((await handleStudioSave(SLUG, post(body), { dir, keyEnv: unconfigured, check })).status).toBe(404);
    const dev = makeKeyEnv({ nodeEnv: "development" });
    expect((await handleStudioSave(SLUG, post(body, null), { dir, keyEnv: dev, check })).status).toBe(200);
  });

  it("writes only the studio's own file names inside the lesson folder", async () => {
    const dir = lessons();
    for (const name of ["../lesson-two/lesson.mdx", "notes.txt", "/etc/passwd", "kata/../../x.ts"]) {
      const response = await save(dir, { files: { [name]: "x" } });
      expect(response.status, name).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("Unrecognized key");
    }
    const unknownLesson = await handleStudioSave("../etc", post({ files: { "lesson.mdx": "x" } }), {
      dir,
      keyEnv: production,
      check: async () => [],
    });
    expect(unknownLesson.status).toBe(404);
  });

  it("refuses bodies that are not a save: empty, not JSON, too long a file, too large", async () => {
    const dir = lessons();
    expect((await save(dir, { files: {} })).status).toBe(400);
    expect((await save(dir, "{not json")).status).toBe(400);
    const long = await save(dir, { files: { "lesson.mdx": "a".repeat(MAX_STUDIO_FILE_CHARS + 1) } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(`longer than ${MAX_STUDIO_FILE_CHARS} characters`);
    const huge = await save(dir, JSON.stringify({ files: { "lesson.mdx": "a".repeat(MAX_STUDIO_SAVE_BYTES) } }));
    expect(huge.status).toBe(413);
  });

  it("answers 503 naming the file and what was saved before it, when the disk refuses a write", async () => {
    const dir = lessons();
    const write = (file: string) => {
      if (file.endsWith("match.yaml")) throw Object.assign(new Error("full"), { code: "ENOSPC" });
    };
    const response = await handleStudioSave(SLUG, post({ files: { "lesson.mdx": "a", "match.yaml": "b" } }), {
      dir,
      keyEnv: production,
      check: async () => [],
      write,
    });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe(
      "Could not write match.yaml: the disk answered ENOSPC (lesson.mdx saved before it). Your draft is kept.",
    );
  });
});
