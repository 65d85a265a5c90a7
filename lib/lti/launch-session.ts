/**
 * Short-lived tokens the tool signs with its own RS256 key (no constant secret; rotation
 * is the key ring's, and every app server sharing the store verifies them): the OIDC
 * login's state, and the sessions the tool hands the browser after a launch. The
 * learner's identity in a session comes from the verified id_token, never from the
 * browser. Each kind has its own `typ` and audience, so one kind cannot stand in for
 * another or for a deep-linking response.
 */
import { createLocalJWKSet, errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { LTI_ALG } from "./claims";
import { currentSigningKey, type KeyRing, publicJwks } from "./tool-keys";

export const SESSION_ISSUER = "envelope-lab";
const KINDS = {
  /** The OIDC login's `state` (login-state.ts): the login itself, so no server keeps it. */
  login: { typ: "lti-login-state+jwt", lifetimeSeconds: 10 * 60 },
  /** A learner or instructor inside a lesson or widget. */
  launch: { typ: "lti-launch-session+jwt", lifetimeSeconds: 2 * 60 * 60 },
  /** An instructor choosing what to link; carries the platform's deep-linking settings. */
  "deep-linking": { typ: "lti-deep-linking-session+jwt", lifetimeSeconds: 30 * 60 },
  /**
   * An instructor reading one course's class results (/instructor). Short: it travels in
   * the dashboard's address, so it should be worthless soon after the launch.
   */
  instructor: { typ: "lti-instructor-session+jwt", lifetimeSeconds: 30 * 60 },
  /**
   * A learner who joined a class with its code (handle-join.ts): a term's work, kept in
   * the learner's browser until they leave the class.
   */
  class: { typ: "class-session+jwt", lifetimeSeconds: 120 * 24 * 60 * 60 },
} as const;
export type SessionKind = keyof typeof KINDS;

const Sha256 = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** What a login started, as its `state` carries it to the launch. */
export const LoginState = z.object({
  issuer: z.string(),
  clientId: z.string(),
  deploymentId: z.string().optional(),
  nonce: z.string(),
  /** The target_link_uri the login was asked for, as its SHA-256 (the id_token must name the same). */
  target: Sha256,
  /** The browser cookie's SHA-256; `required` when the login request already carried that cookie. */
  cookie: z.object({ hash: Sha256, required: z.boolean() }).optional(),
  /** The platform storage frame (and its origin) the login put a value in, and that value's SHA-256. */
  storage: z.object({ target: z.string(), origin: z.string(), hash: Sha256 }).optional(),
});
export type LoginState = z.output<typeof LoginState>;
const Platform = z.object({ issuer: z.string(), clientId: z.string(), deploymentId: z.string() });
export const LaunchSession = z.object({
  platform: Platform,
  learner: z.object({ sub: z.string().optional(), name: z.string().optional(), email: z.string().optional() }),
  roles: z.array(z.string()),
  context: z.object({ id: z.string(), label: z.string().optional(), title: z.string().optional() }).optional(),
  resourceLink: z.object({ id: z.string(), title: z.string().optional() }),
  /** The AGS line item the scores of this link go to, when the platform gave one. */
  lineItem: z.string().optional(),
  target: z.object({ slug: z.string(), widget: z.string().optional() }),
});
export type LaunchSession = z.output<typeof LaunchSession>;
export const DeepLinkingSession = z.object({
  platform: Platform,
  returnUrl: z.string(),
  acceptLineItem: z.boolean().optional(),
  data: z.string().optional(),
});
export type DeepLinkingSession = z.output<typeof DeepLinkingSession>;
/** The course (context) whose results the instructor may read; nothing else names it. */
export const InstructorSession = z.object({
  platform: Platform,
  context: z.object({ id: z.string(), title: z.string().optional() }),
});
export type InstructorSession = z.output<typeof InstructorSession>;
/** A class member: the class (a course of the tool's own platform) and the learner's generated id and typed name. */
export const ClassSession = z.object({
  platform: Platform,
  context: z.object({ id: z.string(), title: z.string() }),
  learner: z.object({ sub: z.string(), name: z.string() }),
});
export type ClassSession = z.output<typeof ClassSession>;
type Claims = {
  login: LoginState;
  launch: LaunchSession;
  "deep-linking": DeepLinkingSession;
  instructor: InstructorSession;
  class: ClassSession;
};
const SCHEMAS = {
  login: LoginState,
  launch: LaunchSession,
  "deep-linking": DeepLinkingSession,
  instructor: InstructorSession,
  class: ClassSession,
};

/** Signs a session of `kind` for its fixed lifetime. */
export async function signSession<K extends SessionKind>(
  kind: K,
  claims: Claims[K],
  ring: KeyRing,
  nowMs = Date.now(),
) {
  const { kid, key } = await currentSigningKey(ring);
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ session: claims })
    .setProtectedHeader({ alg: LTI_ALG, kid, typ: KINDS[kind].typ })
    .setIssuer(SESSION_ISSUER)
    .setAudience(`${SESSION_ISSUER}:${kind}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + KINDS[kind].lifetimeSeconds)
    .sign(key);
}

/** The session's claims, or null for anything forged, expired, of another kind or malformed. Never throws. */
export async function verifySession<K extends SessionKind>(
  kind: K,
  token: unknown,
  ring: KeyRing,
  nowMs = Date.now(),
): Promise<Claims[K] | null> {
  const read = await readSession(kind, token, ring, nowMs);
  return read.ok ? read.claims : null;
}

export type SessionRead<K extends SessionKind> =
  | { ok: true; claims: Claims[K] }
  | { ok: false; problem: "expired" | "invalid" };

/** Like verifySession, but says whether a refused session had expired or was never valid. Never throws. */
export async function readSession<K extends SessionKind>(
  kind: K,
  token: unknown,
  ring: KeyRing,
  nowMs = Date.now(),
): Promise<SessionRead<K>> {
  if (typeof token !== "string" || token.length > 16_384) return { ok: false, problem: "invalid" };
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(publicJwks(ring)), {
      algorithms: [LTI_ALG],
      typ: KINDS[kind].typ,
      issuer: SESSION_ISSUER,
      audience: `${SESSION_ISSUER}:${kind}`,
      currentDate: new Date(nowMs),
    });
    const parsed = SCHEMAS[kind].safeParse(payload.session);
    return parsed.success ? { ok: true, claims: parsed.data as Claims[K] } : { ok: false, problem: "invalid" };
  } catch (thrown) {
    // NOTE: jose checks the signature before the times, so "expired" means it was ours once.
    return { ok: false, problem: thrown instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
