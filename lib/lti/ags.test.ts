import { describe, expect, it } from "vitest";
import { postScore, scoresUrl } from "./ags";
import { createAgsTokens } from "./ags-token";
import { SCORE_MEDIA_TYPE } from "./claims";
import { makeHarness } from "./test-support";

const h = await makeHarness();
const score = {
  userId: "learner-42",
  scoreGiven: 9,
  scoreMaximum: 12,
  timestamp: new Date("2026-12-01T20:00:00.000Z"),
};

function client() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchLogged: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), ...(init ? { init } : {}) });
    return h.platform.fetch(input, init);
  };
  const tokens = createAgsTokens({ fetch: fetchLogged, keys: h.keys });
  return { calls, deps: { fetch: fetchLogged, tokens } };
}

describe("grade passback", () => {
  it("gets a token with a signed client assertion, then posts the score with the score media type", async () => {
    const { calls, deps } = client();
    expect(await postScore(h.platform.registration, h.platform.urls.lineItem, score, deps)).toEqual({
      kind: "delivered",
    });
    const tokenBody = new URLSearchParams(String(calls[0]?.init?.body));
    expect(calls[0]?.url).toBe(h.platform.urls.token);
    expect(Object.fromEntries(tokenBody)).toMatchObject({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      scope: "https://purl.imsglobal.org/spec/lti-ags/scope/score",
    });
    expect(calls[1]?.url).toBe("https://lms.test/lineitems/7/scores?course=1");
    expect(h.platform.services.scores.at(-1)).toEqual({
      contentType: SCORE_MEDIA_TYPE,
      body: {
        userId: "learner-42",
        scoreGiven: 9,
        scoreMaximum: 12,
        activityProgress: "Completed",
        gradingProgress: "FullyGraded",
        timestamp: "2026-12-01T20:00:00.000Z",
      },
    });
  });

  it("reuses the access token until it expires", async () => {
    const { calls, deps } = client();
    await postScore(h.platform.registration, h.platform.urls.lineItem, score, deps);
    await postScore(h.platform.registration, h.platform.urls.lineItem, score, deps);
    expect(calls.filter((c) => c.url === h.platform.urls.token)).toHaveLength(1);
  });

  it("keeps at most maxKept tokens, asking again for the least recently used one it dropped", async () => {
    let asks = 0;
    const fetch: typeof globalThis.fetch = async () => {
      asks++;
      return Response.json({ access_token: `token-${asks}`, token_type: "Bearer" });
    };
    const tokens = createAgsTokens({ fetch, keys: h.keys, maxKept: 1 });
    const registration = h.platform.registration;
    await tokens.token(registration, ["scope-a"]);
    await tokens.token(registration, ["scope-a"]);
    expect(asks).toBe(1);
    await tokens.token(registration, ["scope-b"]);
    expect(await tokens.token(registration, ["scope-a"])).toEqual({ kind: "token", accessToken: "token-3" });
  });

  it("never throws when the token endpoint cannot be reached", async () => {
    const { deps } = client();
    const offline = createAgsTokens({ fetch: async () => Promise.reject(new Error("ECONNREFUSED")), keys: h.keys });
    expect(
      await postScore(h.platform.registration, h.platform.urls.lineItem, score, { fetch: deps.fetch, tokens: offline }),
    ).toEqual({
      kind: "retry-later",
      reason: "the token endpoint could not be reached: ECONNREFUSED",
    });
  });

  it("reports a refused score as permanent", async () => {
    const { deps } = client();
    const outcome = await postScore(h.platform.registration, "https://lms.test/lineitems/unknown", score, deps);
    expect(outcome).toMatchObject({ kind: "permanent", reason: expect.stringMatching(/refused the score \(404\)/) });
  });

  it("puts /scores on the line item's path, before its query", () => {
    expect(scoresUrl("https://lms.example/api/lineitems/3?a=b")).toBe("https://lms.example/api/lineitems/3/scores?a=b");
    expect(scoresUrl("https://lms.example/lineitems/3/")).toBe("https://lms.example/lineitems/3/scores");
  });
});
