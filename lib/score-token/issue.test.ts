import { describe, expect, it } from "vitest";
import { issueScoreToken, type TokenDeps } from "./issue";
import { verifyScoreToken } from "./score-token";
import { makeKeys } from "./test-support";

const deps = (overrides: Partial<TokenDeps> = {}): TokenDeps => ({
  keys: makeKeys(),
  isKnownLesson: (slug) => slug === "error-envelope",
  contentVersion: () => `sha256:${"B".repeat(43)}`,
  ...overrides,
});
const graded = { lesson: "error-envelope", activity: "match", score: 7, max: 10, passMark: 100 } as const;
const learner = { objectType: "Agent", account: { homePage: "https://lms.example.edu", name: "42" } } as const;

async function issue(request: Parameters<typeof issueScoreToken>[1], d: TokenDeps) {
  const issued = await issueScoreToken(graded, request, d);
  if (!issued.ok) throw new Error(`refused with ${issued.response.status}`);
  return issued;
}

describe("issueScoreToken", () => {
  it("names the learner, the content version and a first attempt", async () => {
    const d = deps();
    const { token } = await issue({ learner }, d);
    const result = await verifyScoreToken(token, d.keys.verifying, d);
    expect(result.ok && result.claims).toMatchObject({
      activity: "match",
      learner,
      attempt: 1,
      contentVersion: `sha256:${"B".repeat(43)}`,
      passed: false,
    });
  });

  it("counts attempts from the previous token of the same exercise and learner", async () => {
    const d = deps();
    const first = await issue({ learner }, d);
    const second = await issue({ learner, previousToken: first.token }, d);
    const third = await issue({ learner, previousToken: second.token }, d);
    expect([first.attempt, second.attempt, third.attempt]).toEqual([1, 2, 3]);
    // Another learner cannot continue this learner's count.
    expect((await issue({ previousToken: third.token }, d)).attempt).toBe(1);
  });

  it("starts the count again when the graded file changed since the previous token", async () => {
    const before = deps();
    const first = await issue({ learner }, before);
    const second = await issue({ learner, previousToken: first.token }, before);
    expect(second.attempt).toBe(2);
    // Same keys, new questions: the record of two attempts no longer counts toward a reveal.
    const after = deps({ keys: before.keys, contentVersion: () => `sha256:${"C".repeat(43)}` });
    expect((await issue({ learner, previousToken: second.token }, after)).attempt).toBe(1);
  });

  it("refuses a previous token it did not sign with 400", async () => {
    const other = await issue({}, deps());
    const issued = await issueScoreToken(graded, { previousToken: other.token }, deps());
    expect(issued.ok).toBe(false);
    if (issued.ok) return;
    expect(issued.response.status).toBe(400);
    expect((await issued.response.json()).error.message).toMatch(/previousToken .*bad signature/);
  });
});
