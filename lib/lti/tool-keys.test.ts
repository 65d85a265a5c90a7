import { createLocalJWKSet, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { memoryToolKeyStore } from "./memory-stores";
import { currentSigningKey, ensureToolKeys, publicJwks, retirePreviousKey, rotateToolKeys } from "./tool-keys";

async function signWith(ring: Awaited<ReturnType<typeof ensureToolKeys>>) {
  const { kid, key } = await currentSigningKey(ring);
  return new SignJWT({ hello: "platform" }).setProtectedHeader({ alg: "RS256", kid }).sign(key);
}

describe("tool keys", () => {
  it("generates a key pair on first use and returns the same one afterwards", async () => {
    const store = memoryToolKeyStore();
    const first = await ensureToolKeys(store);
    expect((await ensureToolKeys(store)).current.kid).toBe(first.current.kid);
    expect(first.current.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("publishes only public parts, with kid, alg RS256 and use sig", async () => {
    const jwks = publicJwks(await ensureToolKeys(memoryToolKeyStore()));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(Object.keys(jwks.keys[0] ?? {}).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);
  });

  it("keeps the previous key published after a rotation, so tokens it signed still verify", async () => {
    const store = memoryToolKeyStore();
    const before = await ensureToolKeys(store);
    const oldToken = await signWith(before);
    const after = await rotateToolKeys(store);
    expect(after.current.kid).not.toBe(before.current.kid);
    expect(publicJwks(after).keys.map((k) => k.kid)).toEqual([after.current.kid, before.current.kid]);
    const keys = createLocalJWKSet(publicJwks(after));
    await expect(jwtVerify(oldToken, keys)).resolves.toBeTruthy();
    await expect(jwtVerify(await signWith(after), keys)).resolves.toBeTruthy();
    // Once the previous key is retired, what it signed no longer verifies.
    const retired = createLocalJWKSet(publicJwks(await retirePreviousKey(store)));
    await expect(jwtVerify(oldToken, retired)).rejects.toThrow();
  });
});
