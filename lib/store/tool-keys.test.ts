import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { at, BACKENDS, useStore } from "./test-support";
import type { ToolKeyInput } from "./tool-keys";

function makeKey(kid: string): ToolKeyInput {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    kid,
    privateJwk: privateKey.export({ format: "jwk" }) as ToolKeyInput["privateJwk"],
    publicJwk: publicKey.export({ format: "jwk" }) as ToolKeyInput["publicJwk"],
  };
}

describe.each(BACKENDS)("tool keys on $name", (backend) => {
  const store = useStore(backend);
  const day = 24 * 3_600_000;

  it("signs with the newest key and keeps a retired one published for the grace period", async () => {
    const [old, fresh] = [makeKey("k-2026-01"), makeKey("k-2026-02")];
    await store().toolKeys.add(old, at("2026-01-01T00:00:00Z"));
    await store().toolKeys.add(fresh, at("2026-02-01T00:00:00Z"));
    expect((await store().toolKeys.current())?.kid).toBe("k-2026-02");
    expect(await store().toolKeys.retire("k-2026-01", at("2026-02-01T00:00:00Z"))).toBe(true);
    const during = await store().toolKeys.published(at("2026-02-01T12:00:00Z"), day);
    expect(during.map((k) => k.kid)).toEqual(["k-2026-02", "k-2026-01"]);
    const after = await store().toolKeys.published(at("2026-02-03T00:00:00Z"), day);
    expect(after.map((k) => k.kid)).toEqual(["k-2026-02"]);
    expect(after[0]).not.toHaveProperty("d");
  });

  it("has no signing key once every key is retired", async () => {
    await store().toolKeys.add(makeKey("k-1"), at("2026-01-01T00:00:00Z"));
    await store().toolKeys.retire("k-1", at("2026-01-02T00:00:00Z"));
    expect(await store().toolKeys.current()).toBeNull();
    expect(await store().toolKeys.retire("k-1", at("2026-01-03T00:00:00Z"))).toBe(false);
  });

  it("refuses a duplicate kid, a private part in the public JWK and mismatched halves as results", async () => {
    const key = makeKey("k-1");
    await store().toolKeys.add(key, at("2026-01-01T00:00:00Z"));
    expect(await store().toolKeys.add(key, at("2026-01-01T00:00:00Z"))).toMatchObject({
      ok: false,
      reason: "duplicate",
    });
    const leaky = { ...key, kid: "k-2", publicJwk: key.privateJwk };
    expect(await store().toolKeys.add(leaky, at("2026-01-01T00:00:00Z"))).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const mismatched = { ...key, kid: "k-3", publicJwk: makeKey("x").publicJwk };
    expect(await store().toolKeys.add(mismatched, at("2026-01-01T00:00:00Z"))).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });
});
