import { describe, expect, it } from "vitest";
import { serverScores } from "@/lib/composition-root";
import { randomSecret } from "@/lib/score-token/test-support";
import { handleMatchPost, type MatchPostDeps, type MatchResponse } from "./handle-post";
import { loadMatchExercise } from "./load";

// The real lesson (reveal: { afterAttempts: 3 }) with the server's own token deps and this run's secret.
process.env.CHECKPOINT_SECRET = randomSecret();
const deps: MatchPostDeps = { load: loadMatchExercise, scores: serverScores };
const post = async (body: unknown) => {
  const response = await handleMatchPost(
    "error-envelope",
    new Request("http://test/api/lessons/error-envelope/match", { method: "POST", body: JSON.stringify(body) }),
    deps,
  );
  return { status: response.status, body: await response.json() };
};
const cards = loadMatchExercise("error-envelope")?.cards ?? [];
const right = Object.fromEntries(cards.map((card) => [card.id, card.status]));
const allOk = Object.fromEntries(cards.map((card) => [card.id, "ok"]));

describe("Show answers (reveal: true) for match", () => {
  it('refuses {"placements":{},"reveal":true} with a 403 JSON error and no card', async () => {
    const { status, body } = await post({ placements: {}, reveal: true });
    expect(status).toBe(403);
    expect(body.error.message).toMatch(/once every card is right, or after 3 checked attempts/);
    expect(body.cards).toBeUndefined();
  });

  it("refuses a reveal after one failed check, and a forged record with 400", async () => {
    const first = (await post({ placements: allOk })).body as MatchResponse;
    expect((await post({ placements: allOk, reveal: true, previousToken: first.token })).status).toBe(403);
    const forged = `${first.token?.slice(0, -4)}AAAA`;
    expect((await post({ placements: allOk, reveal: true, previousToken: forged })).status).toBe(400);
  });

  it("reveals every answer after a pass, without counting the reveal as an attempt or signing a token", async () => {
    const passed = (await post({ placements: right })).body as MatchResponse;
    expect(passed.reveal.allowed).toBe(true);
    const { status, body } = await post({ placements: {}, reveal: true, previousToken: passed.token });
    expect(status).toBe(200);
    expect(body.revealed).toBe(true);
    expect(body.token).toBeUndefined();
    expect(body.cards.map((card: { answer?: string }) => card.answer)).toEqual(cards.map((card) => card.status));
  });

  it("reveals after the third failed check of one learner, not before", async () => {
    let token: string | undefined;
    for (let check = 1; check <= 3; check++) {
      const graded = (await post({ placements: allOk, previousToken: token })).body as MatchResponse;
      token = graded.token;
      expect(graded.reveal.attemptsLeft).toBe(3 - check);
      const reveal = await post({ placements: allOk, reveal: true, previousToken: token });
      expect(reveal.status).toBe(check < 3 ? 403 : 200);
    }
  });

  it("does not accept another learner's record", async () => {
    const passed = (await post({ placements: right })).body as MatchResponse;
    const learner = { objectType: "Agent", account: { homePage: "https://lms.example.edu", name: "42" } };
    const { status } = await post({ placements: {}, reveal: true, previousToken: passed.token, learner });
    expect(status).toBe(403);
  });
});
