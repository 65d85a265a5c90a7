/**
 * The tool's own RS256 keys: generated on first start, published as a JWKS, rotated
 * by making a new current key and keeping the old one published as `previous`, so
 * platforms that cached the old key still verify what it signed. Keys are stored as
 * JWKs (plain JSON) behind ToolKeyStore.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { z } from "zod";
import { LTI_ALG } from "./claims";

export type ToolKey = { kid: string; privateJwk: JWK; publicJwk: JWK; createdAt: number };
export type KeyRing = { current: ToolKey; previous?: ToolKey };

export interface ToolKeyStore {
  load(): Promise<KeyRing | null>;
  /** Stores `ring` unless one is there already; returns the ring that is stored. */
  saveIfAbsent(ring: KeyRing): Promise<KeyRing>;
  replace(ring: KeyRing): Promise<void>;
}

/** A fresh 2048-bit RSA pair; the kid is the public key's RFC 7638 thumbprint. */
export async function generateToolKey(nowMs: number = Date.now()): Promise<ToolKey> {
  const { privateKey, publicKey } = await generateKeyPair(LTI_ALG, { extractable: true, modulusLength: 2048 });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const stamp = { kid, alg: LTI_ALG, use: "sig" };
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), ...stamp },
    publicJwk: { ...publicJwk, ...stamp },
    createdAt: nowMs,
  };
}

/** The stored ring, or a new one saved on first use (if two starts race, both get the winner's). */
export async function ensureToolKeys(store: ToolKeyStore, nowMs: number = Date.now()): Promise<KeyRing> {
  return (await store.load()) ?? store.saveIfAbsent({ current: await generateToolKey(nowMs) });
}

/** Makes a new current key; the old current stays published as `previous`, the one before is dropped. */
export async function rotateToolKeys(store: ToolKeyStore, nowMs: number = Date.now()): Promise<KeyRing> {
  const old = await ensureToolKeys(store, nowMs);
  const next: KeyRing = { current: await generateToolKey(nowMs), previous: old.current };
  await store.replace(next);
  return next;
}

/** Stops publishing the previous key (after platforms have had time to fetch the new one). */
export async function retirePreviousKey(store: ToolKeyStore): Promise<KeyRing> {
  const ring = await ensureToolKeys(store);
  const next: KeyRing = { current: ring.current };
  await store.replace(next);
  return next;
}

const PublicJwk = z.object({
  kty: z.literal("RSA"),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.string(),
});

/** The public JWKS: current key first, then the previous one during a rotation. Never a private part. */
export function publicJwks(ring: KeyRing): { keys: JWK[] } {
  const keys = [ring.current, ...(ring.previous ? [ring.previous] : [])];
  return { keys: keys.map((key) => PublicJwk.parse(key.publicJwk)) };
}

/** The JWKS document as a response, cacheable for a short while. */
export function jwksResponse(ring: KeyRing): Response {
  return Response.json(publicJwks(ring), { headers: { "cache-control": "public, max-age=300" } });
}

/** The current private key, ready for SignJWT, with the kid for the header. */
export async function currentSigningKey(ring: KeyRing): Promise<{ kid: string; key: CryptoKey }> {
  const key = await importJWK(ring.current.privateJwk, LTI_ALG);
  return { kid: ring.current.kid, key: key as CryptoKey };
}
