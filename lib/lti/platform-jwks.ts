/**
 * Platform public keys, fetched from each platform's JWKS URL and cached. An unknown
 * kid triggers one refetch (platforms rotate keys), at most once per cooldown, so a
 * stream of tokens with made-up kids cannot make the tool hammer the platform. Callers
 * that need one URL at the same time share one fetch, and a failed fetch counts as an
 * attempt too, so a platform that is down is asked at most once per cooldown.
 */
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from "jose";
import { LRUCache } from "lru-cache";
import { z } from "zod";

export type PlatformJwksDeps = {
  fetch: typeof fetch;
  now?: () => number;
  /** A cached set older than this is refetched before use. */
  maxAgeMs?: number;
  /** The least time between two refetches of one URL triggered by unknown kids. */
  cooldownMs?: number;
  /** How many platforms' key sets are kept; the least recently used go first. */
  maxKept?: number;
};

export type KeyLookup = { ok: true; getKey: JWTVerifyGetKey } | { ok: false; message: string };

const MAX_JWKS_BYTES = 256 * 1024;
const Jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())).max(100) });

type Entry = { jwks: JSONWebKeySet; fetchedAt: number };
type Attempt = { at: number; error?: unknown };

/** A key cache for all platforms; `keysFor(url)` gives a resolver for jose's jwtVerify. */
export function createPlatformJwks(deps: PlatformJwksDeps) {
  const max = deps.maxKept ?? 1000;
  const cache = new LRUCache<string, Entry>({ max });
  const now = deps.now ?? Date.now;
  const maxAgeMs = deps.maxAgeMs ?? 60 * 60 * 1000;
  const cooldownMs = deps.cooldownMs ?? 30 * 1000;
  const attempts = new LRUCache<string, Attempt>({ max });
  const inFlight = new Map<string, Promise<Entry>>();

  async function load(url: string): Promise<Entry> {
    const response = await deps.fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    const body = await response.text();
    if (body.length > MAX_JWKS_BYTES) throw new Error("the key set is too large");
    const parsed = Jwks.safeParse(JSON.parse(body));
    if (!parsed.success) throw new Error("the answer is not a JSON Web Key Set");
    const entry = { jwks: parsed.data as unknown as JSONWebKeySet, fetchedAt: now() };
    cache.set(url, entry);
    return entry;
  }

  /** Fetches `url`, sharing a fetch already under way; within the cooldown after a failure, repeats that failure. */
  function refresh(url: string): Promise<Entry> {
    const running = inFlight.get(url);
    if (running) return running;
    const last = attempts.get(url);
    if (last?.error !== undefined && now() - last.at < cooldownMs) return Promise.reject(last.error);
    const at = now();
    attempts.set(url, { at });
    const fetching = load(url)
      .catch((error: unknown) => {
        attempts.set(url, { at, error });
        throw error;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, fetching);
    return fetching;
  }

  /** For an unknown kid: refetch unless `url` was tried within the cooldown; then the newest set we have. */
  async function refreshForUnknownKid(url: string, held: Entry): Promise<Entry> {
    const last = attempts.get(url);
    if (!inFlight.has(url) && last && now() - last.at < cooldownMs) return cache.get(url) ?? held;
    return refresh(url).catch(() => cache.get(url) ?? held);
  }

  /** Loads (or reuses) the key set at `url`; a failure to fetch is a message, not a throw. */
  async function keysFor(url: string): Promise<KeyLookup> {
    let entry = cache.get(url);
    try {
      if (!entry || now() - entry.fetchedAt > maxAgeMs) entry = await refresh(url);
    } catch (error) {
      return { ok: false, message: `the platform's keys could not be fetched from ${url}: ${errorText(error)}` };
    }
    const first = entry;
    const getKey: JWTVerifyGetKey = async (header, token) => {
      try {
        return await createLocalJWKSet(first.jwks)(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        // NOTE: the kid may be a key the platform rotated in after our fetch.
        const fresh = await refreshForUnknownKid(url, first);
        if (fresh === first) throw error;
        return createLocalJWKSet(fresh.jwks)(header, token);
      }
    };
    return { ok: true, getKey };
  }

  return { keysFor };
}

export type PlatformJwks = ReturnType<typeof createPlatformJwks>;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
