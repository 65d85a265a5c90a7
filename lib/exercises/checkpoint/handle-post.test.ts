import { describe, expect, it, vi } from "vitest";
import { NOT_SAVED } from "@/lib/lti/graded-attempt";
import { makeLtiGrading } from "@/lib/lti/grading-test-support";
import { scoreService } from "@/lib/lti/score-service";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { makeTokenDeps } from "@/lib/score-token/test-support";
import { type CheckpointPostDeps, handleCheckpointPost } from "./handle-post";
import { makeCheckpoint, NO_DRAWS } from "./test-support";

const { keys, isKnownLesson, nowMs: NOW_MS, tokens } = makeTokenDeps(`sha256:${"B".repeat(43)}`);
const checkpoint = makeCheckpoint();
const deps: CheckpointPostDeps = {
  load: async (slug) => (slug === "lesson" ? { checkpoint, sections: new Map() } : null),
  scores: () => scoreService(tokens()),
  ...NO_DRAWS,
};
const post = (slug: string, body: unknown, using = deps) =>
  handleCheckpointPost(slug, new Request("http://x/", { method: "POST", body: JSON.stringify(body) }), using);

// The key of makeCheckpoint(), written out: a sheet that scores full marks.
const RIGHT = { single: ["a"], multi: ["a", "b"], predict: ["invalid_args"], order: ["one", "two", "three", "four"] };

describe("handleCheckpointPost", () => {
  it("grades the sheet with the injected loader and signs the score for the slug it was given", async () => {
    const response = await post("lesson", { answers: RIGHT });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ score: 4, max: 4, passed: true });
    const verified = await verifyScoreToken(body.token, keys.verifying, {
      isKnownLesson,
      nowSeconds: NOW_MS / 1000,
    });
    expect(verified).toMatchObject({
      ok: true,
      claims: { lesson: "lesson", activity: "checkpoint", score: 4, max: 4, iat: NOW_MS / 1000 },
    });
  });

  it("answers 404 when the loader has no checkpoint for the slug", async () => {
    expect((await post("other", { answers: RIGHT })).status).toBe(404);
  });

  it("answers 503 with a JSON message, not a 500, when loading fails on the server", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...deps, load: () => Promise.reject(new Error("checkpoint.yaml is broken")) };
    const response = await post("lesson", { answers: RIGHT }, broken);
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toMatch(/answers are still on the page/);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("grades the launch session's learner, not the body's, and hands the score to the outbox", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    const withLti = { ...deps, scores: () => scoreService(tokens(), lti.lti) };
    const learner = { objectType: "Agent", name: "Mallory" };
    const response = await post("lesson", { answers: RIGHT, learner, ltiSession: await lti.sign() }, withLti);
    expect(response.status).toBe(200);
    const verified = await verifyScoreToken((await response.json()).token, keys.verifying, {
      isKnownLesson,
      nowSeconds: NOW_MS / 1000,
    });
    expect(verified.ok && verified.claims.learner).toEqual({
      objectType: "Agent",
      name: "Ada Learner",
      account: { homePage: "https://lms.test", name: "learner-42" },
    });
    expect(lti.enqueued.map((item) => item.score)).toEqual([
      { userId: "learner-42", scoreGiven: 4, scoreMaximum: 4, timestamp: new Date(NOW_MS) },
    ]);
  });

  it("records the LTI learner's attempt with the answers as graded and the grader's per-question results", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    const withLti = { ...deps, scores: () => scoreService(tokens(), lti.lti) };
    const body = await (await post("lesson", { answers: RIGHT, ltiSession: await lti.sign() }, withLti)).json();
    expect(body.gradebook).toEqual({ saved: true, attempt: 1, sent: "queued" });
    expect(lti.recorded.map((r) => [r.attempt.answers, r.attempt.passed])).toEqual([[RIGHT, true]]);
    const verdicts = lti.recorded[0]?.attempt.verdicts as { id: string; correct: boolean }[];
    expect(verdicts.map((q) => [q.id, q.correct])).toEqual(checkpoint.questions.map((q) => [q.id, true]));
  });

  it("counts an LTI learner's attempts from the store, so tokens earned without the session cannot open the key", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    const strict = { ...checkpoint, reveal: { afterAttempts: 2 } };
    const using = {
      load: async () => ({ checkpoint: strict, sections: new Map() }),
      scores: () => scoreService(tokens(), lti.lti),
      ...NO_DRAWS,
    };
    const ada = {
      objectType: "Agent",
      name: "Ada Learner",
      account: { homePage: "https://lms.test", name: "learner-42" },
    };
    const wrong = { ...RIGHT, single: ["b"], multi: ["c"] };
    // Two graded attempts sent without the session, naming the LTI learner: the token chain would reveal.
    const first = await (await post("lesson", { answers: wrong, learner: ada }, using)).json();
    const second = await (
      await post("lesson", { answers: wrong, learner: ada, previousToken: first.token }, using)
    ).json();
    expect(second).toMatchObject({ attempt: 2, revealed: true });
    // Under the session the store has no attempt yet: this is attempt 1, and the key stays back.
    const session = await lti.sign();
    const under = await post("lesson", { answers: wrong, ltiSession: session, previousToken: second.token }, using);
    expect(await under.json()).toMatchObject({ attempt: 1, revealed: false, reveal: { attemptsLeft: 1 } });
    const again = await post("lesson", { answers: wrong, ltiSession: session }, using);
    expect(await again.json()).toMatchObject({ attempt: 2, revealed: true, gradebook: { attempt: 2 } });
  });

  it("answers an LTI learner the same with no previousToken and with a garbage one: the store decides", async () => {
    const wrong = { ...RIGHT, single: ["b"] };
    const journey = async (token: { previousToken?: string }) => {
      const lti = await makeLtiGrading(NOW_MS);
      const withLti = { ...deps, scores: () => scoreService(tokens(), lti.lti) };
      const ltiSession = await lti.sign();
      const answers = [];
      for (const sheet of [wrong, RIGHT, wrong]) {
        const response = await post("lesson", { answers: sheet, reveal: true, ltiSession, ...token }, withLti);
        const body = await response.json();
        answers.push({ status: response.status, attempt: body.attempt, revealed: body.revealed });
      }
      return answers;
    };
    const none = await journey({});
    expect(none.map((answer) => answer.status)).toEqual([403, 200, 200]);
    expect(await journey({ previousToken: "garbage" })).toEqual(none);
  });

  it("still answers the grade, saying no grade was sent, when the store fails under an LTI session", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const lti = await makeLtiGrading(NOW_MS);
    lti.state.failing = true;
    const withLti = { ...deps, scores: () => scoreService(tokens(), lti.lti) };
    const response = await post("lesson", { answers: RIGHT, ltiSession: await lti.sign() }, withLti);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ score: 4, gradebook: { saved: false, message: NOT_SAVED } });
    warn.mockRestore();
  });

  it("answers 401 JSON for a forged launch session and grades nothing", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    const withLti = { ...deps, scores: () => scoreService(tokens(), lti.lti) };
    const forged = await (await makeLtiGrading(NOW_MS)).sign();
    const response = await post("lesson", { answers: RIGHT, ltiSession: forged }, withLti);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toMatch(/^ltiSession is not a launch session this tool signed/);
    expect(lti.enqueued).toEqual([]);
  });
});
