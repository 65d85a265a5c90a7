import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { CLOCK_SKEW_SECONDS, TOKEN_LIFETIME_SECONDS, TOKEN_TYPE } from "./payload";
import { signScoreToken, verifyScoreToken } from "./score-token";
import { makeKeys, makeScore, randomSecret } from "./test-support";

const NOW_MS = 1_767_225_600_000;
const NOW = NOW_MS / 1000;
const known = { isKnownLesson: (slug: string) => slug === "error-envelope", nowSeconds: NOW };

/** Signs any claims with a valid signature, as a holder of the secret with a bug (or a forger with the key) would. */
const forge = (claims: Record<string, unknown>, key: Uint8Array) =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE }).sign(key);

async function validClaims(keys = makeKeys()) {
  const result = await verifyScoreToken(
    await signScoreToken(makeScore(), keys.current, { nowMs: NOW_MS }),
    keys.verifying,
    known,
  );
  if (!result.ok) throw new Error(result.reason);
  return result.claims;
}

describe("score tokens", () => {
  it("round-trips every claim and derives passed from the pass mark", async () => {
    const keys = makeKeys();
    const token = await signScoreToken(makeScore({ score: 10 }), keys.current, { nowMs: NOW_MS });
    const result = await verifyScoreToken(token, keys.verifying, known);
    expect(result).toMatchObject({
      ok: true,
      claims: { v: 2, lesson: "error-envelope", activity: "checkpoint", learner: "anonymous", attempt: 1 },
    });
    expect(result.ok && result.claims).toMatchObject({ score: 10, max: 12, passMark: 80, passed: true });
    expect(result.ok && result.claims.exp - result.claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signScoreToken(makeScore(), makeKeys().current, { nowMs: NOW_MS });
    expect(await verifyScoreToken(token, makeKeys().verifying, known)).toEqual({ ok: false, reason: "bad signature" });
  });

  it("accepts a token signed with the previous secret while it is still configured", async () => {
    const [old, fresh] = [randomSecret(), randomSecret()];
    const token = await signScoreToken(makeScore(), makeKeys(old).current, { nowMs: NOW_MS });
    expect((await verifyScoreToken(token, makeKeys(fresh, old).verifying, known)).ok).toBe(true);
    expect((await verifyScoreToken(token, makeKeys(fresh).verifying, known)).ok).toBe(false);
  });

  it("needs the previous secret for one token lifetime only: after the grace period its tokens have expired anyway", async () => {
    const [old, fresh] = [randomSecret(), randomSecret()];
    const rotating = makeKeys(fresh, old).verifying;
    // Signed with the old secret at the last moment before the rotation.
    const token = await signScoreToken(makeScore(), makeKeys(old).current, { nowMs: NOW_MS });
    const at = (seconds: number) => ({ ...known, nowSeconds: NOW + seconds });
    const grace = TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS;
    expect((await verifyScoreToken(token, rotating, at(grace - 1))).ok).toBe(true);
    expect(await verifyScoreToken(token, rotating, at(grace + 1))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses an edited payload", async () => {
    const keys = makeKeys();
    const [header, , signature] = (await signScoreToken(makeScore(), keys.current, { nowMs: NOW_MS })).split(".");
    const body = Buffer.from(JSON.stringify({ ...(await validClaims(keys)), score: 12, passed: true })).toString(
      "base64url",
    );
    expect(await verifyScoreToken(`${header}.${body}.${signature}`, keys.verifying, known)).toEqual({
      ok: false,
      reason: "bad signature",
    });
  });

  it("refuses malformed tokens and other JWT types without throwing", async () => {
    const keys = makeKeys();
    for (const token of ["", "abc", "a.b.c", ".", 42, null, "x".repeat(5000)]) {
      expect((await verifyScoreToken(token, keys.verifying, known)).ok).toBe(false);
    }
    const other = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).sign(keys.current);
    expect(await verifyScoreToken(other, keys.verifying, known)).toEqual({ ok: false, reason: "not a score token" });
  });

  it.each([
    ["score above max", { score: 999, max: 1, passed: true }, /score 999 is above max 1/],
    ["a pass below the pass mark", { score: 0, passed: true }, /passed is true but 0% against a pass mark of 80%/],
    ["a fail above the pass mark", { score: 12, passed: false }, /passed is false but 100%/],
    [
      "a pass whose drawn part is below the mark",
      { score: 10, passed: true, drawn: { seed: 7, score: 2, max: 4 } },
      /passed is true but 83% \(drawn 50%\) against a pass mark of 80%/,
    ],
    [
      "a fail whose whole sheet and drawn part both reach the mark",
      { score: 12, passed: false, drawn: { seed: 7, score: 4, max: 4 } },
      /passed is false but 100% \(drawn 100%\)/,
    ],
    ["a drawn part above its own max", { score: 12, drawn: { seed: 7, score: 5, max: 4 } }, /the drawn part, 5 of 4/],
    ["a drawn part larger than the sheet", { score: 10, drawn: { seed: 7, score: 4, max: 13 } }, /does not fit/],
    ["a drawn part above the whole score", { score: 3, drawn: { seed: 7, score: 4, max: 4 } }, /does not fit/],
    ["an authored part above its own max", { score: 12, drawn: { seed: 7, score: 3, max: 4 } }, /does not fit/],
    ["a drawn part with no seed", { drawn: { score: 4, max: 4 } }, /malformed payload: drawn.seed/],
    ["a negative score", { score: -1 }, /malformed payload: score/],
    ["an unknown lesson", { lesson: "other-lesson" }, /unknown lesson "other-lesson"/],
    ["a path for a lesson", { lesson: "../../etc/passwd" }, /malformed payload: lesson/],
    ["an unknown activity", { activity: "essay" }, /malformed payload: activity/],
    ["an issue time in the future", { iat: NOW + 3600, exp: NOW + 7200 }, /issued in the future/],
    ["an issue time that is not a time", { iat: "yesterday" }, /malformed payload: iat/],
    ["an expiry before the issue time", { exp: NOW - 10 }, /expiry does not fit/],
    ["a lifetime over a day", { exp: NOW + TOKEN_LIFETIME_SECONDS * 30 }, /expiry does not fit/],
    ["an expired token", { iat: NOW - 2 * TOKEN_LIFETIME_SECONDS, exp: NOW - TOKEN_LIFETIME_SECONDS }, /expired/],
    ["a missing learner", { learner: undefined }, /malformed payload: learner/],
    ["an extra claim", { admin: true }, /malformed payload/],
  ])("refuses a validly signed token with %s", async (_, change, reason) => {
    const keys = makeKeys();
    const token = await forge({ ...(await validClaims(keys)), ...change }, keys.current);
    const result = await verifyScoreToken(token, keys.verifying, known);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it("passes a sheet that drew questions only when the drawn part reaches the mark on its own", async () => {
    const keys = makeKeys();
    const claimsOf = async (drawnScore: number) => {
      const drawn = { seed: 99, score: drawnScore, max: 4 };
      const token = await signScoreToken(makeScore({ score: 10, drawn }), keys.current, { nowMs: NOW_MS });
      const result = await verifyScoreToken(token, keys.verifying, known);
      if (!result.ok) throw new Error(result.reason);
      return result.claims;
    };
    // 10 of 12 is 83% against a mark of 80: the drawn part decides.
    expect(await claimsOf(4)).toMatchObject({ passed: true, drawn: { seed: 99, score: 4, max: 4 } });
    expect(await claimsOf(3)).toMatchObject({ passed: false, drawn: { score: 3 } });
  });

  it("will not sign a score that contradicts itself", async () => {
    await expect(signScoreToken(makeScore({ score: 13 }), makeKeys().current)).rejects.toThrow(/above max/);
  });

  it("names only graded activities: practice is never scored", async () => {
    await expect(signScoreToken(makeScore({ activity: "practice" }), makeKeys().current)).rejects.toThrow();
  });

  it("gives two equal scores different tokens", async () => {
    const key = makeKeys().current;
    const sign = () => signScoreToken(makeScore(), key, { nowMs: NOW_MS });
    expect(await sign()).not.toBe(await sign());
  });
});
