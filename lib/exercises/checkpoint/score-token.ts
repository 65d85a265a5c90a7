/**
 * Signed scores. The grading endpoint returns a token that a course site can check
 * on its own server with the shared secret, so a reported score cannot be made up
 * in the browser. Format: `base64url(JSON payload) + "." + base64url(HMAC-SHA256)`.
 * Server-only (node:crypto).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const ScorePayload = z.strictObject({
  /** Token format version. */
  v: z.literal(1),
  lesson: z.string(),
  score: z.number().int().min(0),
  max: z.number().int().min(1),
  passed: z.boolean(),
  /** When the attempt was graded, in ms since the epoch. */
  at: z.number().int(),
  /** Random, so two equal scores never share a token. */
  nonce: z.string(),
});
export type ScorePayload = z.output<typeof ScorePayload>;

export type VerifyResult = { ok: true; payload: ScorePayload } | { ok: false; reason: string };

/** A development secret; the server warns when it is used. Never use it in production. */
export const DEV_SECRET = "envelope-lab-development-secret-change-me";

const sign = (data: string, secret: string) => createHmac("sha256", secret).update(data).digest("base64url");

/** Signs a score; `nonce` defaults to 12 random bytes. */
export function signScoreToken(
  payload: Omit<ScorePayload, "v" | "nonce"> & { nonce?: string },
  secret: string,
): string {
  const full: ScorePayload = { v: 1, ...payload, nonce: payload.nonce ?? randomBytes(12).toString("base64url") };
  const data = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${data}.${sign(data, secret)}`;
}

/** Checks a token's signature with `secret` (in constant time) and returns its payload. */
export function verifyScoreToken(token: string, secret: string): VerifyResult {
  const parts = typeof token === "string" ? token.split(".") : [];
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: "malformed token" };
  const [data, signature] = parts as [string, string];
  const expected = Buffer.from(sign(data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "bad signature" };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed payload" };
  }
  const parsed = ScorePayload.safeParse(json);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, reason: "malformed payload" };
}

// NOTE: kept on globalThis because Next bundles instrumentation and each route
// separately; a module-level flag would warn once per bundle.
const WARNED = Symbol.for("envelope-lab.checkpoint-secret-warned");
const flags = globalThis as { [WARNED]?: boolean };

/** The signing secret from CHECKPOINT_SECRET, or the development default with a one-time warning. */
export function checkpointSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.CHECKPOINT_SECRET;
  if (secret) return secret;
  if (!flags[WARNED]) {
    flags[WARNED] = true;
    console.warn(
      "[checkpoint] CHECKPOINT_SECRET is not set: score tokens are signed with a public development secret. Set it before deploying.",
    );
  }
  return DEV_SECRET;
}
