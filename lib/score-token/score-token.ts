/**
 * Signed scores as HS256 JWTs (jose). A course site verifies one on its own server
 * with the shared secret and any JWT library; docs/checkpoint.md lists the claims.
 * Server-only.
 */
import { randomBytes } from "node:crypto";
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from "jose";
import { passes } from "@/lib/exercises/pass-rule";
import {
  CLOCK_SKEW_SECONDS,
  type ClaimRules,
  claimsProblem,
  type ScoreClaims,
  TOKEN_ISSUER,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_TYPE,
} from "./payload";

export type ScoreInput = Pick<
  ScoreClaims,
  "lesson" | "activity" | "contentVersion" | "learner" | "attempt" | "score" | "max" | "passMark" | "drawn"
>;
export type VerifyResult = { ok: true; claims: ScoreClaims } | { ok: false; reason: string };

/**
 * Signs a grade. `passed` is derived here by the pass rule (pass-rule.ts), so the
 * signer cannot issue a token that contradicts itself; an impossible input throws.
 */
export async function signScoreToken(
  input: ScoreInput,
  key: Uint8Array,
  options: { nowMs?: number; isKnownLesson?: (slug: string) => boolean } = {},
): Promise<string> {
  const iat = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const claims: ScoreClaims = {
    v: 2,
    iss: TOKEN_ISSUER,
    ...input,
    passed: passes(input),
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: randomBytes(16).toString("base64url"),
  };
  const problem = claimsProblem(claims, { nowSeconds: iat, isKnownLesson: options.isKnownLesson ?? (() => true) });
  if (problem) throw new Error(`refusing to sign a score token: ${problem}`);
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE }).sign(key);
}

/**
 * Checks the signature against each key in turn (current, then previous), then the
 * claims against the rules in payload.ts. Never throws.
 */
export async function verifyScoreToken(
  token: unknown,
  keys: readonly Uint8Array[],
  rules: Partial<ClaimRules> & Pick<ClaimRules, "isKnownLesson">,
): Promise<VerifyResult> {
  if (typeof token !== "string" || token.length > 4096) return { ok: false, reason: "malformed token" };
  try {
    if (decodeProtectedHeader(token).typ !== TOKEN_TYPE) return { ok: false, reason: "not a score token" };
  } catch {
    return { ok: false, reason: "malformed token" };
  }
  const nowSeconds = rules.nowSeconds ?? Math.floor(Date.now() / 1000);
  for (const key of keys) {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        typ: TOKEN_TYPE,
        currentDate: new Date(nowSeconds * 1000),
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      // jose checks claims only after the signature matched, so this key was the right one.
      if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
      if (error instanceof errors.JWTClaimValidationFailed)
        return { ok: false, reason: `malformed payload: ${error.claim} ${error.message}` };
      continue;
    }
    const problem = claimsProblem(payload, { nowSeconds, isKnownLesson: rules.isKnownLesson });
    return problem ? { ok: false, reason: problem } : { ok: true, claims: payload as ScoreClaims };
  }
  return { ok: false, reason: "bad signature" };
}
