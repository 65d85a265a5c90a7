import { describe, expect, it, vi } from "vitest";
import type { LessonVerdictsQuery } from "@/lib/store/lesson-verdicts";
import { makeLtiGrading, makeSession } from "./grading-test-support";
import { handleLessonProgress, type LessonProgressDeps } from "./lesson-progress";

vi.spyOn(console, "warn").mockImplementation(() => {});
const NOW = 1_700_000_000_000;
const { ring, sign } = await makeLtiGrading(NOW);
const other = await makeLtiGrading(NOW);
const KATA = { score: 6, max: 10, best: 10, passed: true };

function deps(overrides: Partial<LessonProgressDeps> = {}) {
  const asked: LessonVerdictsQuery[] = [];
  const made: LessonProgressDeps = {
    keys: async () => ring,
    verdicts: async (query) => {
      asked.push(query);
      return { ok: true, value: { kata: KATA } };
    },
    isKnownLesson: (slug) => slug === "lesson",
    now: () => NOW,
    ...overrides,
  };
  return { made, asked };
}

const get = (authorization?: string, slug = "lesson", using = deps().made) =>
  handleLessonProgress(
    new Request(`https://lab.test/api/lessons/${slug}/progress`, {
      headers: authorization === undefined ? {} : { authorization },
    }),
    slug,
    using,
  );

async function refusal(response: Response) {
  return { status: response.status, message: (await response.json()).error.message as string };
}

describe("GET /api/lessons/<slug>/progress", () => {
  it("answers the stored verdicts of the session's learner in the session's course, never to be cached", async () => {
    const { made, asked } = deps();
    const response = await get(`Bearer ${await sign()}`, "lesson", made);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ lesson: "lesson", verdicts: { kata: KATA } });
    expect(asked).toEqual([
      {
        issuer: "https://lms.test",
        clientId: "tool-client-1",
        deploymentId: "deployment-1",
        subject: "learner-42",
        contextId: null,
        lessonSlug: "lesson",
      },
    ]);
  });

  it("takes a whole-lesson session in any letter case of the scheme, and reads within its course", async () => {
    const { made, asked } = deps();
    const session = await sign(makeSession({ target: { slug: "lesson" }, context: { id: "course-1" } }));
    expect((await get(`bearer  ${session}`, "lesson", made)).status).toBe(200);
    expect(asked.map((q) => q.contextId)).toEqual(["course-1"]);
  });

  it("answers no verdicts to an anonymous launch without asking the store", async () => {
    const { made, asked } = deps();
    const response = await get(`Bearer ${await sign(makeSession({ learner: {} }))}`, "lesson", made);
    expect(await response.json()).toEqual({ lesson: "lesson", verdicts: {} });
    expect(asked).toEqual([]);
  });

  it("refuses a session for another lesson with 403 and an unknown lesson with 404", async () => {
    const elsewhere = await sign(makeSession({ target: { slug: "other-lesson", widget: "kata" } }));
    expect(await refusal(await get(`Bearer ${elsewhere}`))).toEqual({
      status: 403,
      message: "The launch session was issued for other-lesson, not for lesson.",
    });
    expect(await refusal(await get(`Bearer ${await sign()}`, "no-such-lesson"))).toEqual({
      status: 404,
      message: 'There is no lesson called "no-such-lesson".',
    });
  });

  it.each([
    ["no Authorization header", undefined],
    ["another scheme", "Basic bGVhcm5lcjo0Mg=="],
    ["a bearer with no token", "Bearer "],
    ["a token with spaces inside", "Bearer a b"],
  ])("refuses %s with 401 naming the header and the Bearer challenge", async (_, header) => {
    const response = await get(header);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="envelope-lab"');
    expect(await refusal(response)).toEqual({
      status: 401,
      message:
        'Send the launch session as "Authorization: Bearer <session>"; open the activity again from your course to get one.',
    });
  });

  it("refuses expired, forged and other-kind sessions with 401, as grading does", async () => {
    const expired = await sign(makeSession(), NOW - 3 * 60 * 60 * 1000);
    expect(await refusal(await get(`Bearer ${expired}`))).toEqual({
      status: 401,
      message: "The launch session has expired (a launch lasts 2 hours); open the activity again from your course.",
    });
    const forged = await refusal(await get(`Bearer ${await other.sign()}`));
    expect(forged).toEqual({
      status: 401,
      message: "The launch session is not a launch session this tool signed; open the activity again from your course.",
    });
    // With no tool key in the store no launch ever happened, so nothing can be genuine.
    const noKeys = deps({ keys: async () => null }).made;
    expect(await refusal(await get(`Bearer ${await sign()}`, "lesson", noKeys))).toEqual(forged);
  });

  it("answers 503 with Retry-After, not a 500, when the store cannot be read, and no verdicts when it refuses the names", async () => {
    for (const down of [
      { keys: async () => Promise.reject(new Error("the store is down")) },
      { verdicts: async () => Promise.reject(new Error("the store is down")) },
    ]) {
      const response = await get(`Bearer ${await sign()}`, "lesson", deps(down).made);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(await refusal(response)).toEqual({
        status: 503,
        message: "Your saved progress could not be read just now; try again in a minute.",
      });
    }
    const refusing = deps({ verdicts: async () => ({ ok: false, reason: "invalid", message: "subject: too long" }) });
    const response = await get(`Bearer ${await sign()}`, "lesson", refusing.made);
    expect(await response.json()).toEqual({ lesson: "lesson", verdicts: {} });
  });
});
