import { describe, expect, it } from "vitest";
import { at, BACKENDS, seedCourse, useStore } from "./test-support";

const STATE = "state-0123456789abcdef";

describe.each(BACKENDS)("launch states on $name", (backend) => {
  const store = useStore(backend);
  const now = at("2026-01-01T00:00:00Z");
  const expiresAt = at("2026-01-01T00:05:00Z");

  async function saved(state = STATE) {
    const { platform } = await seedCourse(store());
    const input = {
      state,
      platformId: platform.id,
      nonce: "nonce-1",
      targetLinkUri: "https://tool.example/launch",
      expiresAt,
    };
    expect(await store().launchStates.save(input)).toEqual({ ok: true, value: undefined });
    return input;
  }

  it("hands back the state's nonce and target once", async () => {
    const input = await saved();
    expect(await store().launchStates.consume(STATE, now)).toEqual({ ...input, deploymentId: null });
    expect(await store().launchStates.consume(STATE, now)).toBeNull();
  });

  it("gives the state to only one of two concurrent launches", async () => {
    await saved();
    const results = await Promise.all([
      store().launchStates.consume(STATE, now),
      store().launchStates.consume(STATE, now),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it("refuses an expired state", async () => {
    await saved();
    expect(await store().launchStates.consume(STATE, expiresAt)).toBeNull();
  });

  it("refuses a duplicate, a short state and an unknown platform as results", async () => {
    const input = await saved();
    expect(await store().launchStates.save(input)).toMatchObject({ ok: false, reason: "duplicate" });
    expect(await store().launchStates.save({ ...input, state: "short" })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await store().launchStates.save({ ...input, state: `${STATE}-2`, platformId: 999 })).toMatchObject({
      ok: false,
      reason: "unknown-platform",
    });
  });

  it("purges states whose login never came back", async () => {
    await saved();
    expect(await store().launchStates.purgeExpired(now)).toBe(0);
    expect(await store().launchStates.purgeExpired(expiresAt)).toBe(1);
  });
});
