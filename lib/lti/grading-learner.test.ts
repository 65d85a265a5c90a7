import { describe, expect, it } from "vitest";
import { NOT_CHECKED } from "./graded-attempt";
import { gradingLearner, learnerOfSession } from "./grading-learner";
import { makeLtiGrading, makeSession } from "./grading-test-support";
import { signSession } from "./launch-session";

const NOW = 1_700_000_000_000;
const { lti, ring, sign } = await makeLtiGrading(NOW);
const other = await makeLtiGrading(NOW);
const exercise = { lesson: "lesson", activity: "checkpoint" } as const;
const hostLearner = { objectType: "Agent", name: "Mallory" } as const;
const ADA = { objectType: "Agent", name: "Ada Learner", account: { homePage: "https://lms.test", name: "learner-42" } };

async function refusal(body: Parameters<typeof gradingLearner>[0], using = lti) {
  const who = await gradingLearner(body, exercise, using);
  if (who.ok) throw new Error("the session was accepted");
  return { status: who.response.status, message: (await who.response.json()).error.message as string };
}

describe("gradingLearner", () => {
  it("keeps the host's learner when there is no launch session", async () => {
    const who = await gradingLearner({ learner: hostLearner, previousToken: "t" }, exercise, lti);
    expect(who).toEqual({ ok: true, request: { learner: hostLearner, previousToken: "t" }, session: null });
  });

  it("grades the session's learner (platform issuer + sub) and ignores the learner the browser sent", async () => {
    const who = await gradingLearner({ learner: hostLearner, ltiSession: await sign() }, exercise, lti);
    expect(who.ok && who.request).toEqual({ learner: ADA });
    expect(who.ok && who.session?.lineItem).toBe("https://lms.test/lineitems/7");
  });

  it("accepts a whole-lesson session for any of the lesson's exercises", async () => {
    const session = await sign(makeSession({ target: { slug: "lesson" } }));
    expect((await gradingLearner({ ltiSession: session }, { lesson: "lesson", activity: "kata" }, lti)).ok).toBe(true);
  });

  it("refuses any session with 401 when the server has no LTI platform configured", async () => {
    const who = await gradingLearner({ ltiSession: await sign() }, exercise, undefined);
    expect(!who.ok && who.response.status).toBe(401);
    expect(!who.ok && (await who.response.json()).error.message).toBe(
      "ltiSession is not accepted: this server has no LTI platform configured.",
    );
  });

  it("refuses an expired session with 401 saying it expired", async () => {
    const old = await sign(makeSession(), NOW - 3 * 60 * 60 * 1000);
    expect(await refusal({ ltiSession: old })).toEqual({
      status: 401,
      message: "ltiSession has expired (a launch lasts 2 hours); open the activity again from your course.",
    });
  });

  it.each([
    ["signed with another key", () => other.sign()],
    [
      "a deep-linking session",
      () =>
        signSession("deep-linking", { platform: makeSession().platform, returnUrl: "https://lms.test/r" }, ring, NOW),
    ],
    ["not a JWT", async () => "lti_session"],
  ])("refuses a session %s with 401", async (_, make) => {
    expect(await refusal({ ltiSession: await make() })).toEqual({
      status: 401,
      message: "ltiSession is not a launch session this tool signed; open the activity again from your course.",
    });
  });

  it("refuses a session for another lesson or widget with 403 naming both", async () => {
    const match = await sign(makeSession({ target: { slug: "lesson", widget: "match" } }));
    expect(await refusal({ ltiSession: match })).toEqual({
      status: 403,
      message: "ltiSession was issued for lesson/match, not for lesson/checkpoint.",
    });
  });

  it("refuses any session with 401 while the tool has no key at all (none can be genuine)", async () => {
    expect(await refusal({ ltiSession: await sign() }, { ...lti, keys: async () => null })).toEqual({
      status: 401,
      message: "ltiSession is not a launch session this tool signed; open the activity again from your course.",
    });
  });

  it("grades as if without a session, and says the gradebook missed it, when the keys cannot be read", async () => {
    const down = { ...lti, keys: () => Promise.reject(new Error("store down")) };
    const who = await gradingLearner({ learner: hostLearner, ltiSession: await sign() }, exercise, down);
    expect(who).toEqual({
      ok: true,
      request: { learner: hostLearner },
      session: null,
      unverified: { saved: false, message: NOT_CHECKED },
    });
  });

  it("refuses a session when the server has no LTI wiring", async () => {
    const who = await gradingLearner({ ltiSession: await sign() }, exercise, undefined);
    expect(who.ok).toBe(false);
    expect(!who.ok && who.response.status).toBe(401);
  });
});

describe("learnerOfSession", () => {
  it("is anonymous for a launch without sub, and names a sub too long for an agent by its hash", () => {
    expect(learnerOfSession(makeSession({ learner: {} }))).toBeUndefined();
    const long = learnerOfSession(makeSession({ learner: { sub: "x".repeat(255) } }));
    expect(long?.account?.name).toMatch(/^sha256:[A-Za-z0-9_-]{43}$/);
  });
});
