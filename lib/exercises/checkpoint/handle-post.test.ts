import { describe, expect, it, vi } from "vitest";
import { makeLtiGrading } from "@/lib/lti/grading-test-support";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { makeTokenDeps } from "@/lib/score-token/test-support";
import { type CheckpointPostDeps, handleCheckpointPost } from "./handle-post";
import { makeCheckpoint } from "./test-support";

const { keys, isKnownLesson, nowMs: NOW_MS, tokens } = makeTokenDeps(`sha256:${"B".repeat(43)}`);
const checkpoint = makeCheckpoint();
const deps: CheckpointPostDeps = {
  load: async (slug) => (slug === "lesson" ? { checkpoint, sections: new Map() } : null),
  tokens,
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
    const withLti = { ...deps, tokens: () => ({ ...tokens(), lti: lti.lti }) };
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

  it("answers 401 JSON for a forged launch session and grades nothing", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    const withLti = { ...deps, tokens: () => ({ ...tokens(), lti: lti.lti }) };
    const forged = await (await makeLtiGrading(NOW_MS)).sign();
    const response = await post("lesson", { answers: RIGHT, ltiSession: forged }, withLti);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toMatch(/^ltiSession is not a launch session this tool signed/);
    expect(lti.enqueued).toEqual([]);
  });
});
