/**
 * An AGS access token by the client-credentials grant with a signed JWT assertion
 * (Security Framework 1.0, 4.1): iss = sub = our client_id, aud = the token endpoint.
 * Tokens are cached until shortly before they expire. Never throws.
 *
 * NOTE: every token-endpoint failure is `retry-later`, a refusal (4xx) included: right
 * after a key rotation, or while an admin fixes the registration, the platform refuses
 * the tool for a while and then accepts it again, and the scores must survive that. A
 * refusal holds that platform's tokens for TOKEN_REFUSAL_HOLD_MS: until it ends no score
 * of that platform is posted and the token endpoint is not asked again.
 */
import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { CLIENT_ASSERTION_TYPE, LTI_ALG } from "./claims";
import type { PlatformRegistration } from "./stores";
import { currentSigningKey, type KeyRing } from "./tool-keys";

export type Failure =
  | { kind: "retry-later"; reason: string; retryAfterMs?: number }
  | { kind: "permanent"; reason: string };
export type TokenOutcome = { kind: "token"; accessToken: string } | Failure;
export type AgsDeps = { fetch: typeof fetch; keys: () => Promise<KeyRing>; now?: () => number; maxKept?: number };

const TokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((t) => t.toLowerCase() === "bearer", "token_type must be Bearer"),
  expires_in: z.number().positive().optional(),
});
/** Tokens are dropped this long before the platform says they expire. */
const EXPIRY_MARGIN_MS = 30 * 1000;
/** How long after a token-endpoint refusal the tool waits before asking that platform again. */
export const TOKEN_REFUSAL_HOLD_MS = 10 * 60 * 1000;

/** A token client with its own cache (one per server). */
export function createAgsTokens(deps: AgsDeps) {
  // One token (and refusal) per platform and scope set, at most `max`: the least recently used go first.
  const max = deps.maxKept ?? 1000;
  const cache = new LRUCache<string, { accessToken: string; expiresAt: number }>({ max });
  const refused = new LRUCache<string, { reason: string; until: number }>({ max });
  const now = deps.now ?? Date.now;
  const keyOf = (r: PlatformRegistration, scopes: readonly string[]) =>
    JSON.stringify([r.tokenEndpoint, r.clientId, [...scopes].sort()]);

  async function token(registration: PlatformRegistration, scopes: readonly string[]): Promise<TokenOutcome> {
    const key = keyOf(registration, scopes);
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now()) return { kind: "token", accessToken: cached.accessToken };
    const held = refused.get(key);
    if (held && held.until > now())
      return { kind: "retry-later", reason: held.reason, retryAfterMs: held.until - now() };
    const refuse = (reason: string): Failure => {
      refused.set(key, { reason, until: now() + TOKEN_REFUSAL_HOLD_MS });
      return { kind: "retry-later", reason, retryAfterMs: TOKEN_REFUSAL_HOLD_MS };
    };
    let response: Response;
    try {
      const body = new URLSearchParams({
        grant_type: "client_credentials",
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: await assertion(registration, await deps.keys(), now()),
        scope: scopes.join(" "),
      });
      response = await deps.fetch(registration.tokenEndpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      return { kind: "retry-later", reason: `the token endpoint could not be reached: ${(error as Error).message}` };
    }
    if (response.status === 429 || response.status >= 500)
      return { kind: "retry-later", reason: `the token endpoint answered ${response.status}` };
    if (!response.ok)
      return refuse(
        `the token endpoint refused the tool (${response.status}): ${(await response.text().catch(() => "")).slice(0, 200)}`,
      );
    const parsed = TokenResponse.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return refuse("the token endpoint's answer is not an OAuth 2 bearer token");
    refused.delete(key);
    const lifetimeMs = (parsed.data.expires_in ?? 3600) * 1000;
    cache.set(key, { accessToken: parsed.data.access_token, expiresAt: now() + lifetimeMs - EXPIRY_MARGIN_MS });
    return { kind: "token", accessToken: parsed.data.access_token };
  }

  /** Forgets a token the platform no longer accepts. */
  const forget = (registration: PlatformRegistration, scopes: readonly string[]) =>
    cache.delete(keyOf(registration, scopes));
  return { token, forget };
}

export type AgsTokens = ReturnType<typeof createAgsTokens>;

async function assertion(registration: PlatformRegistration, ring: KeyRing, nowMs: number): Promise<string> {
  const { kid, key } = await currentSigningKey(ring);
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: LTI_ALG, kid, typ: "JWT" })
    .setIssuer(registration.clientId)
    .setSubject(registration.clientId)
    .setAudience(registration.tokenEndpoint)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 5 * 60)
    .setJti(randomBytes(16).toString("base64url"))
    .sign(key);
}
