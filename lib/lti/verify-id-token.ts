/**
 * Verifies the id_token a platform posts to the launch URL (Security Framework 1.0,
 * 5.1.3; LTI Core 1.3, 5.1) against the login's verified state (login-state.ts): the
 * signature against the platform's keys, then iss, aud/azp, exp/iat, nonce (the
 * state's, used once), deployment, message type, version and the claims each message
 * type needs. Never throws.
 */
import { decodeProtectedHeader, errors, jwtVerify } from "jose";
import { CLAIM, LTI_ALG, LTI_VERSION, MESSAGE_TYPES, type MessageType } from "./claims";
import { type Launch, readLaunchClaims } from "./launch-claims";
import type { LoginState } from "./launch-session";
import { sha256 } from "./login-state";
import type { PlatformJwks } from "./platform-jwks";
import { type LaunchProblem, problem } from "./problems";
import type { NonceStore, PlatformRegistry } from "./stores";

export type VerifyDeps = {
  registry: PlatformRegistry;
  nonces: NonceStore;
  jwks: PlatformJwks;
  now?: () => number;
};
export type VerifyResult = { ok: true; launch: Launch } | { ok: false; problem: LaunchProblem };

export const CLOCK_SKEW_SECONDS = 60;
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
const fail = (code: string, status: LaunchProblem["status"], message: string): VerifyResult => ({
  ok: false,
  problem: problem(code, status, message),
});

/** `idToken` is the one posted with `state`, which openLoginState has verified. */
export async function verifyIdToken(idToken: string, state: LoginState, deps: VerifyDeps): Promise<VerifyResult> {
  const now = (deps.now ?? Date.now)();
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(idToken).alg;
  } catch {
    return fail("malformed_token", 400, "the id_token is not a well-formed JWT");
  }
  if (alg !== LTI_ALG)
    return fail("wrong_alg", 401, `the id_token is signed with ${String(alg).slice(0, 20)}, but LTI requires RS256`);
  const [registration] = await deps.registry.find(state.issuer, state.clientId);
  if (!registration) return fail("unknown_platform", 403, `the platform "${state.issuer}" is no longer registered`);
  const keys = await deps.jwks.keysFor(registration.jwksUrl);
  if (!keys.ok) return fail("keys_unavailable", 401, keys.message);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keys.getKey, {
      algorithms: [LTI_ALG],
      issuer: state.issuer,
      audience: state.clientId,
      requiredClaims: ["exp", "iat", "nonce"],
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(now),
    }));
  } catch (thrown) {
    return { ok: false, problem: describeJoseError(thrown, state.issuer, state.clientId) };
  }
  const aud = payload.aud;
  if (Array.isArray(aud) && aud.length > 1 && payload.azp === undefined)
    return fail("missing_azp", 401, "the id_token names several audiences but no azp (authorized party)");
  if (payload.azp !== undefined && payload.azp !== state.clientId)
    return fail("wrong_azp", 401, `the id_token's azp is not this tool's client_id "${state.clientId}"`);
  if (payload.nonce !== state.nonce)
    return fail("nonce_mismatch", 401, "the id_token's nonce is not the one this tool sent at login");
  // NOTE: the nonce is the only thing that makes a launch single-use (the state is signed, not
  // stored), so its record outlives every state and id_token that could still carry it.
  const usedUntil = now + (MAX_TOKEN_AGE_SECONDS + CLOCK_SKEW_SECONDS) * 1000;
  if (!(await deps.nonces.recordOnce(state.issuer, state.nonce, usedUntil)))
    return fail("nonce_replayed", 401, "the id_token's nonce was already used: this launch is a replay");
  const deploymentId = payload[CLAIM.deploymentId];
  if (typeof deploymentId !== "string" || deploymentId === "")
    return fail("missing_deployment", 400, "the id_token has no deployment_id claim");
  if (
    !registration.deploymentIds.includes(deploymentId) ||
    (state.deploymentId !== undefined && state.deploymentId !== deploymentId)
  )
    return fail(
      "unknown_deployment",
      403,
      `the deployment "${deploymentId.slice(0, 200)}" is not known for this platform`,
    );
  const messageType = payload[CLAIM.messageType];
  if (!MESSAGE_TYPES.includes(messageType as MessageType))
    return fail(
      "wrong_message_type",
      400,
      `the message type "${String(messageType).slice(0, 100)}" is not one this tool handles (LtiResourceLinkRequest or LtiDeepLinkingRequest)`,
    );
  if (payload[CLAIM.version] !== LTI_VERSION)
    return fail("wrong_version", 400, `the LTI version is "${String(payload[CLAIM.version]).slice(0, 20)}", not 1.3.0`);
  const claims = readLaunchClaims(payload, messageType as MessageType, {
    issuer: state.issuer,
    clientId: state.clientId,
    deploymentId,
  });
  if (!claims.ok) return fail("missing_claim", 400, claims.message);
  if (claims.launch.messageType === "LtiResourceLinkRequest" && sha256(claims.launch.targetLinkUri) !== state.target)
    return fail("target_mismatch", 400, "the id_token's target_link_uri is not the one the login asked for");
  return claims;
}

function describeJoseError(thrown: unknown, issuer: string, clientId: string): LaunchProblem {
  if (thrown instanceof errors.JWKSNoMatchingKey)
    return problem("unknown_kid", 401, "the id_token is signed with a key (kid) the platform does not publish");
  if (thrown instanceof errors.JWSSignatureVerificationFailed)
    return problem("bad_signature", 401, "the id_token's signature does not match the platform's key");
  if (thrown instanceof errors.JWTExpired)
    return thrown.claim === "iat"
      ? problem("too_old", 401, "the id_token was issued too long ago")
      : problem("expired", 401, "the id_token has expired");
  if (thrown instanceof errors.JWTClaimValidationFailed) {
    if (thrown.reason === "missing") return problem("missing_claim", 400, `the claim ${thrown.claim} is missing`);
    if (thrown.claim === "iss") return problem("wrong_issuer", 401, `the id_token's issuer is not "${issuer}"`);
    if (thrown.claim === "aud")
      return problem(
        "wrong_audience",
        401,
        `the id_token's audience does not include this tool's client_id "${clientId}"`,
      );
    if (thrown.claim === "iat" || thrown.claim === "nbf")
      return problem("not_yet_valid", 401, "the id_token is dated in the future");
    return problem("malformed_token", 400, `the id_token's ${thrown.claim} claim is not valid`);
  }
  if (thrown instanceof errors.JWKSMultipleMatchingKeys)
    return problem("ambiguous_key", 401, "the id_token names no kid and the platform publishes several keys");
  return problem("malformed_token", 400, "the id_token is not a well-formed signed JWT");
}
