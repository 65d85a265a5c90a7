import { describe, expect, it, vi } from "vitest";
import { serverScores, serverTokenDeps } from "@/lib/composition-root";
import { makeLtiGrading, makeSession } from "@/lib/lti/grading-test-support";
import { scoreService } from "@/lib/lti/score-service";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { randomSecret } from "@/lib/score-token/test-support";
import type { MatchGrade } from "./grade";
import { handleMatchPost, type MatchPostDeps, type MatchResponse } from "./handle-post";
import { loadMatchExercise } from "./load";

const request = (slug: string, body: unknown) =>
  new Request(`http://test/api/lessons/${slug}/match`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
// The server's own token deps, with a secret of this test run's own.
process.env.CHECKPOINT_SECRET = randomSecret();
const real: MatchPostDeps = { load: loadMatchExercise, scores: serverScores };
const post = (slug: string, body: unknown, deps: MatchPostDeps = real) =>
  handleMatchPost(slug, request(slug, body), deps);

const exercise = loadMatchExercise("error-envelope");
const answers = Object.fromEntries((exercise?.cards ?? []).map((card) => [card.id, card.status]));

describe("handleMatchPost", () => {
  it("grades a full set of right answers as a full score", async () => {
    const response = await post("error-envelope", { placements: answers });
    expect(response.status).toBe(200);
    const grade = (await response.json()) as MatchGrade;
    expect(grade.score).toBe(grade.total);
    expect(grade.cards.every((card) => card.explanation && card.answer === undefined)).toBe(true);
  });

  it("signs a token whose pass agrees with the grade's, at the grade's pass mark", async () => {
    const { keys, isKnownLesson } = serverTokenDeps();
    const short = { ...answers, "weather-slow": "tool_error" };
    for (const placements of [answers, short]) {
      const grade = (await (await post("error-envelope", { placements })).json()) as MatchResponse;
      expect(grade.passed).toBe(placements === answers);
      const verified = await verifyScoreToken(grade.token, keys.verifying, { isKnownLesson });
      expect(verified).toMatchObject({ ok: true, claims: { passed: grade.passed, passMark: grade.passMark } });
    }
  });

  it("marks the weather card wrong on tool_error with its note, and holds the answer back", async () => {
    const placements = { ...answers, "weather-slow": "tool_error" };
    const grade = (await (await post("error-envelope", { placements })).json()) as MatchResponse;
    const card = grade.cards.find((c) => c.id === "weather-slow");
    expect(card).toMatchObject({ correct: false, chosen: "tool_error" });
    expect(card?.misconception).toMatch(/deadline ended the call/);
    expect(card?.answer).toBeUndefined();
    expect(card?.explanation).toBeUndefined();
    expect(grade.reveal).toEqual({ allowed: false, afterAttempts: 3, attemptsLeft: 2 });
  });
  it("refuses unknown card ids with a 400 naming them", async () => {
    const response = await post("error-envelope", { placements: { nope: "ok", "weather-slow": "ok" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: "These cards are not part of the exercise: nope." } });
  });

  it("refuses a place that is not a category, a place that is not text, and a body that is not JSON", async () => {
    const bad = await post("error-envelope", { placements: { "weather-slow": "slow" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        message:
          "These places are not categories of the exercise: slow. Use one of: ok, invalid_args, tool_error, timeout, or null for the pool.",
      },
    });
    const number = await post("error-envelope", { placements: { "weather-slow": 3 } });
    expect(number.status).toBe(400);
    expect(JSON.stringify(await number.json())).toContain("placements.weather-slow");
    expect((await post("error-envelope", "{nope")).status).toBe(400);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await post("error-envelope", { placements: {}, padding: "x".repeat(10_000) });
    expect(response.status).toBe(413);
  });

  it("answers 404 for a lesson that does not exist", async () => {
    const response = await post("no-such-lesson", { placements: {} });
    expect(response.status).toBe(404);
  });

  it("answers 503 with a JSON message that says the placements are kept when loading fails on the server", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: MatchPostDeps = {
      ...real,
      load: () => {
        throw new Error("match.yaml is broken");
      },
    };
    const response = await post("error-envelope", { placements: {} }, broken);
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toMatch(/placements are kept/);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("refuses a launch session issued for another widget with 403, and passes a checked attempt back", async () => {
    const lti = await makeLtiGrading(Date.now());
    const deps: MatchPostDeps = { load: loadMatchExercise, scores: () => scoreService(serverTokenDeps(), lti.lti) };
    const target = (widget: string) => ({ target: { slug: "error-envelope", widget } });
    const wrong = await lti.sign(makeSession(target("checkpoint")));
    const refused = await post("error-envelope", { placements: answers, ltiSession: wrong }, deps);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      "ltiSession was issued for error-envelope/checkpoint, not for error-envelope/match.",
    );
    const right = await lti.sign(makeSession(target("match")));
    expect((await post("error-envelope", { placements: answers, ltiSession: right }, deps)).status).toBe(200);
    const max = exercise?.cards.length;
    expect(lti.enqueued.map((item) => [item.score.scoreGiven, item.score.scoreMaximum])).toEqual([[max, max]]);
    // The attempt is recorded with the placements as graded and one verdict per card.
    expect(lti.recorded.map((r) => r.attempt.answers)).toEqual([answers]);
    expect(lti.recorded.map((r) => (r.attempt.verdicts as unknown[]).length)).toEqual([max]);
  });

  it("answers an LTI learner's reveal the same with no previousToken and with a garbage one: the store decides", async () => {
    const lti = await makeLtiGrading(Date.now());
    const deps: MatchPostDeps = { load: loadMatchExercise, scores: () => scoreService(serverTokenDeps(), lti.lti) };
    const ltiSession = await lti.sign(makeSession({ target: { slug: "error-envelope", widget: "match" } }));
    const reveal = async (token: { previousToken?: string }) => {
      const response = await post("error-envelope", { placements: {}, reveal: true, ltiSession, ...token }, deps);
      return { status: response.status, body: await response.json() };
    };
    const tokens = [{}, { previousToken: "garbage" }];
    const before = await Promise.all(tokens.map(reveal));
    expect(before.map((answer) => answer.status)).toEqual([403, 403]);
    expect(before[1]?.body).toEqual(before[0]?.body);
    expect((await post("error-envelope", { placements: answers, ltiSession }, deps)).status).toBe(200);
    const after = await Promise.all(tokens.map(reveal));
    expect(after.map((answer) => answer.status)).toEqual([200, 200]);
    expect(after[1]?.body).toEqual(after[0]?.body);
    expect(after[0]?.body.revealed).toBe(true);
  });
});
