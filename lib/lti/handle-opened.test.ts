import { describe, expect, it, vi } from "vitest";
import { AttemptRefused } from "./graded-attempt";
import { makeLtiGrading, makeSession } from "./grading-test-support";
import { handleOpened, type OpenedDeps } from "./handle-opened";
import { type LaunchSession, signSession } from "./launch-session";

vi.spyOn(console, "warn").mockImplementation(() => {});
const NOW = 1_700_000_000_000;
const { ring, sign } = await makeLtiGrading(NOW);

function deps(overrides: Partial<OpenedDeps> = {}) {
  const opened: { session: LaunchSession; at: Date }[] = [];
  const made: OpenedDeps = {
    keys: async () => ring,
    open: async (session, at) => {
      opened.push({ session, at });
    },
    // "lesson" has every activity but match.
    hasActivity: (slug, activity) => slug === "lesson" && activity !== "match",
    now: () => NOW,
    ...overrides,
  };
  return { made, opened };
}

const post = (authorization: string | undefined, using: OpenedDeps, slug = "lesson", activity = "checkpoint") =>
  handleOpened(
    new Request(`https://lab.test/api/lessons/${slug}/${activity}/opened`, {
      method: "POST",
      headers: authorization === undefined ? {} : { authorization },
    }),
    slug,
    activity,
    using,
  );

describe("POST /api/lessons/<slug>/<activity>/opened", () => {
  it("notes the opening for the session's learner at the server's time, whatever the request says", async () => {
    const { made, opened } = deps();
    const response = await post(`Bearer ${await sign()}`, made);
    expect(response.status).toBe(204);
    expect(opened).toEqual([
      { session: expect.objectContaining({ learner: makeSession().learner }), at: new Date(NOW) },
    ]);
  });

  it("notes a class member's opening as a placement of that activity in the class", async () => {
    const { made, opened } = deps();
    const member = {
      platform: makeSession().platform,
      context: { id: "ACDEFGHJKM", title: "Class" },
      learner: { sub: "member-1", name: "Ben" },
    };
    const response = await post(`Bearer ${await signSession("class", member, ring, NOW)}`, made, "lesson", "kata");
    expect(response.status).toBe(204);
    expect(opened[0]?.session.resourceLink.id).toBe("ACDEFGHJKM/lesson/kata");
  });

  it("notes nothing for a session that places no attempt: an anonymous or whole-lesson launch", async () => {
    const { made, opened } = deps();
    expect((await post(`Bearer ${await sign(makeSession({ learner: {} }))}`, made)).status).toBe(204);
    const wholeLesson = makeSession({ target: { slug: "lesson" } });
    expect((await post(`Bearer ${await sign(wholeLesson)}`, made)).status).toBe(204);
    expect(opened).toEqual([]);
  });

  it("refuses an unknown activity or lesson (404), no or a forged session (401), another activity's session (403)", async () => {
    const { made, opened } = deps();
    const token = await sign();
    expect((await post(`Bearer ${token}`, made, "lesson", "essay")).status).toBe(404);
    expect((await post(`Bearer ${token}`, made, "nowhere")).status).toBe(404);
    const lacking = await post(`Bearer ${token}`, made, "lesson", "match");
    expect(lacking.status).toBe(404);
    expect((await lacking.json()).error.message).toBe('There is no match for a lesson called "lesson".');
    expect((await post(undefined, made)).status).toBe(401);
    expect((await post("Bearer not.a.session", made)).status).toBe(401);
    const other = await post(`Bearer ${token}`, made, "lesson", "kata");
    expect(other.status).toBe(403);
    expect(opened).toEqual([]);
  });

  it("answers 503 with a time to try again when the store is down", async () => {
    const { made } = deps({
      open: async () => {
        throw new Error("the store is down");
      },
    });
    const response = await post(`Bearer ${await sign()}`, made);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
  });

  it("answers a refusal by the store as grading does, with no time to try again: the same request would be refused again", async () => {
    const { made } = deps({
      open: async () => {
        throw new AttemptRefused("learner: name too long");
      },
    });
    const response = await post(`Bearer ${await sign()}`, made);
    expect(response.status).toBe(204);
    expect(response.headers.get("retry-after")).toBeNull();
  });
});
