import { describe, expect, it, vi } from "vitest";
import { AttemptRefused, countedAttempts, keepAttempt, NOT_SAVED, NOT_STORABLE } from "./graded-attempt";
import { makeLtiGrading, makeSession } from "./grading-test-support";

const NOW = 1_700_000_000_000;
const graded = { lesson: "lesson", activity: "checkpoint", score: 3, max: 4, passMark: 80 } as const;
const attempt = { graded, passed: false, answers: { q: ["a"] }, verdicts: [], contentVersion: "v1" };
vi.spyOn(console, "warn").mockImplementation(() => {});

describe("keepAttempt", () => {
  it("records the attempt and queues the score for the session's line item and sub", async () => {
    const { lti, enqueued, recorded } = await makeLtiGrading(NOW);
    expect(await keepAttempt(makeSession(), attempt, lti)).toEqual({ saved: true, attempt: 1, sent: "queued" });
    expect(recorded.map((r) => r.attempt.answers)).toEqual([{ q: ["a"] }]);
    expect(enqueued).toEqual([
      {
        issuer: "https://lms.test",
        clientId: "tool-client-1",
        lineItem: "https://lms.test/lineitems/7",
        score: { userId: "learner-42", scoreGiven: 3, scoreMaximum: 4, timestamp: new Date(NOW) },
      },
    ]);
  });

  it("records but queues nothing without a line item", async () => {
    const { lti, enqueued } = await makeLtiGrading(NOW);
    expect(await keepAttempt(makeSession({ lineItem: undefined }), attempt, lti)).toEqual({
      saved: true,
      attempt: 1,
      sent: "no-line-item",
    });
    expect(enqueued).toEqual([]);
  });

  it("keeps nothing without a session or a sub, nor for an activity the session was not launched for", async () => {
    const { lti, recorded } = await makeLtiGrading(NOW);
    expect(await keepAttempt(null, attempt, lti)).toBeUndefined();
    expect(await keepAttempt(makeSession({ learner: {} }), attempt, lti)).toBeUndefined();
    expect(await keepAttempt(makeSession({ target: { slug: "lesson" } }), attempt, lti)).toBeUndefined();
    expect(await keepAttempt(makeSession(), { ...attempt, graded: { ...graded, activity: "match" } }, lti)).toBe(
      undefined,
    );
    expect(recorded).toEqual([]);
  });

  it("tells the learner the grade was not sent when the store fails, without throwing", async () => {
    const { lti, state } = await makeLtiGrading(NOW);
    state.failing = true;
    expect(await keepAttempt(makeSession(), attempt, lti)).toEqual({ saved: false, message: NOT_SAVED });
  });
});

describe("countedAttempts", () => {
  it("counts the placed learner's stored attempts on the current version only, with any pass", async () => {
    const { lti } = await makeLtiGrading(NOW);
    const session = makeSession();
    expect(await countedAttempts(session, "checkpoint", "v1", lti)).toBeNull();
    await keepAttempt(session, attempt, lti);
    await keepAttempt(session, { ...attempt, passed: true }, lti);
    await keepAttempt(session, { ...attempt, contentVersion: "v0" }, lti);
    expect(await countedAttempts(session, "checkpoint", "v1", lti)).toEqual({ attempt: 2, passed: true });
    expect(await countedAttempts(session, "checkpoint", "v2", lti)).toBeNull();
  });

  it("leaves counting to the token chain (undefined) for a session that places no attempt", async () => {
    const { lti } = await makeLtiGrading(NOW);
    expect(await countedAttempts(null, "checkpoint", "v1", lti)).toBeUndefined();
    expect(await countedAttempts(makeSession({ target: { slug: "lesson" } }), "checkpoint", "v1", lti)).toBe(undefined);
  });

  it("counts no earlier attempt when the store cannot answer, which only keeps the key back", async () => {
    const { lti, state } = await makeLtiGrading(NOW);
    state.failing = true;
    expect(await countedAttempts(makeSession(), "checkpoint", "v1", lti)).toBeNull();
  });

  it("tells the learner that submitting again will not help when the store refuses the attempt itself", async () => {
    const { lti } = await makeLtiGrading(NOW);
    const refusing = {
      ...lti,
      ledger: { ...lti.ledger, record: async () => Promise.reject(new AttemptRefused("attempt: bad input")) },
    };
    const notice = await keepAttempt(makeSession(), attempt, refusing);
    expect(notice).toEqual({ saved: false, message: NOT_STORABLE });
    expect(NOT_STORABLE).not.toMatch(/again in a minute/);
  });
});
