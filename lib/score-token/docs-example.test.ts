import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { GRADED_ACTIVITIES } from "@/lib/exercise-kinds/registry";
import { TOKEN_TYPE } from "./payload";
import { signScoreToken } from "./score-token";
import { toKey } from "./signing-keys";
import { makeScore, randomSecret } from "./test-support";

type ReadScoreToken = (
  token: string,
  options: { secrets: string[]; lessons: string[]; now?: Date },
) => Promise<Record<string, unknown> | null>;

// The file course sites copy, loaded as they would run it (plain JavaScript, not compiled by us).
const EXAMPLE = "../../docs/examples/verify-score-token.mjs";
const { readScoreToken } = (await import(/* @vite-ignore */ EXAMPLE)) as { readScoreToken: ReadScoreToken };

describe("docs/examples/verify-score-token.mjs", () => {
  const lessons = ["error-envelope"];

  it("reads a real token with the current secret or, during a rotation, the previous one", async () => {
    const [current, previous] = [randomSecret(), randomSecret()];
    const token = await signScoreToken(makeScore({ score: 10 }), toKey(previous));
    expect(await readScoreToken(token, { secrets: [current, previous], lessons })).toMatchObject({
      lesson: "error-envelope",
      score: 10,
      passed: true,
    });
    expect(await readScoreToken(token, { secrets: [current], lessons })).toBeNull();
  });

  it("reads a checkpoint token whose drawn questions reached the mark, and refuses one that says a pass they did not reach", async () => {
    const secret = randomSecret();
    const drawn = { seed: 12, score: 4, max: 4 };
    const token = await signScoreToken(makeScore({ score: 10, drawn }), toKey(secret));
    expect(await readScoreToken(token, { secrets: [secret], lessons })).toMatchObject({ passed: true, drawn });
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...makeScore({ score: 10 }), v: 2, passed: true, jti: "z".repeat(16) };
    const sign = (c: Record<string, unknown>) =>
      new SignJWT(c)
        .setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE })
        .setIssuer("envelope-lab")
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(toKey(secret));
    // 10 of 12 passes a mark of 80; the drawn part, 2 of 4, does not.
    expect(
      await readScoreToken(await sign({ ...claims, drawn: { seed: 12, score: 2, max: 4 } }), {
        secrets: [secret],
        lessons,
      }),
    ).toBeNull();
    expect(
      await readScoreToken(await sign({ ...claims, drawn: { seed: 12, score: 5, max: 4 } }), {
        secrets: [secret],
        lessons,
      }),
    ).toBeNull();
    // 12 of 12 with 3 of 4 drawn would be 9 right of 8 authored questions.
    expect(
      await readScoreToken(await sign({ ...claims, score: 12, drawn: { seed: 12, score: 3, max: 4 } }), {
        secrets: [secret],
        lessons,
      }),
    ).toBeNull();
    expect(
      await readScoreToken(await sign({ ...claims, drawn: { seed: 12, score: 4, max: 4 } }), {
        secrets: [secret],
        lessons,
      }),
    ).not.toBeNull();
  });

  it.each(GRADED_ACTIVITIES)(
    "reads a token from the %s activity, as for every activity the server signs",
    async (activity) => {
      const secret = randomSecret();
      const token = await signScoreToken(makeScore({ activity }), toKey(secret));
      expect(await readScoreToken(token, { secrets: [secret], lessons })).toMatchObject({ activity });
    },
  );

  it("refuses expired tokens, other lessons and validly signed contradictions", async () => {
    const secret = randomSecret();
    const token = await signScoreToken(makeScore(), toKey(secret));
    expect(await readScoreToken(token, { secrets: [secret], lessons: ["another"] })).toBeNull();
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    expect(await readScoreToken(token, { secrets: [secret], lessons, now: later })).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ ...makeScore({ score: 999, max: 1 }), v: 2, passed: true, jti: "x".repeat(16) })
      .setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE })
      .setIssuer("envelope-lab")
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(toKey(secret));
    expect(await readScoreToken(forged, { secrets: [secret], lessons })).toBeNull();
  });

  it.each([
    ["lives a year", { exp: 365 * 24 * 3600 }],
    ["has no content version", { contentVersion: "v1" }],
    ["names a learner that is not an xAPI agent", { learner: "root" }],
    ["has a pass mark over 100", { passMark: 101, passed: false }],
  ])("refuses a validly signed token that %s", async (_name, change) => {
    const secret = randomSecret();
    const now = Math.floor(Date.now() / 1000);
    const { exp = 60, ...rest } = change as { exp?: number };
    const claims = { ...makeScore(), v: 2, passed: false, jti: "y".repeat(16), ...rest };
    const sign = (c: Record<string, unknown>, lifetime: number) =>
      new SignJWT(c)
        .setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE })
        .setIssuer("envelope-lab")
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(toKey(secret));
    // The same claims without the change are read, so the refusal is the change's doing.
    const plain = { ...makeScore(), v: 2, passed: false, jti: "y".repeat(16) };
    expect(await readScoreToken(await sign(plain, 60), { secrets: [secret], lessons })).not.toBeNull();
    expect(await readScoreToken(await sign(claims, exp), { secrets: [secret], lessons })).toBeNull();
  });
});
