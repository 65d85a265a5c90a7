import { describe, expect, it } from "vitest";
import { at, BACKENDS, useStore } from "./test-support";

describe.each(BACKENDS)("nonces on $name", (backend) => {
  const store = useStore(backend);
  const issued = at("2026-01-01T00:00:00Z");
  const expiry = at("2026-01-01T00:10:00Z");

  it("consumes a nonce once and refuses it after", async () => {
    await store().nonces.issue("n-1", expiry);
    expect(await store().nonces.consume("n-1", issued)).toBe(true);
    expect(await store().nonces.consume("n-1", issued)).toBe(false);
  });

  it("lets exactly one of two concurrent consumers have it", async () => {
    await store().nonces.issue("n-race", expiry);
    const results = await Promise.all([
      store().nonces.consume("n-race", issued),
      store().nonces.consume("n-race", issued),
    ]);
    expect(results.sort()).toEqual([false, true]);
  });

  it("refuses an expired nonce, and an unknown or malformed one", async () => {
    await store().nonces.issue("n-old", expiry);
    expect(await store().nonces.consume("n-old", expiry)).toBe(false);
    expect(await store().nonces.consume("never-issued", issued)).toBe(false);
    expect(await store().nonces.consume("", issued)).toBe(false);
  });

  it("refuses to issue the same nonce twice, and bad input, as results", async () => {
    expect(await store().nonces.issue("n-2", expiry)).toEqual({ ok: true, value: undefined });
    expect(await store().nonces.issue("n-2", expiry)).toMatchObject({ ok: false, reason: "duplicate" });
    expect(await store().nonces.issue("x".repeat(300), expiry)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("purges expired nonces, used or not, and keeps live ones", async () => {
    await store().nonces.issue("used", expiry);
    await store().nonces.consume("used", issued);
    await store().nonces.issue("unused", expiry);
    await store().nonces.issue("live", at("2026-01-02T00:00:00Z"));
    expect(await store().nonces.purgeExpired(at("2026-01-01T01:00:00Z"))).toBe(2);
    expect(await store().nonces.consume("live", at("2026-01-01T01:00:00Z"))).toBe(true);
  });
});
