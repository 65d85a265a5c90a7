import { describe, expect, it } from "vitest";
import { memoryLaunchStateStore, memoryNonceStore } from "./memory-stores";
import type { LaunchState } from "./stores";

const state = (expiresAt: number): LaunchState => ({
  issuer: "https://platform.example",
  clientId: "tool",
  nonce: "n",
  targetLinkUri: "https://tool.example/launch",
  expiresAt,
});

describe("memoryLaunchStateStore", () => {
  it("refuses the 10,001st pending state", async () => {
    const store = memoryLaunchStateStore({ now: () => 0 });
    for (let i = 0; i < 10_000; i++) expect(await store.put(`s${i}`, state(1000))).toBe("stored");
    expect(await store.put("one-too-many", state(1000))).toBe("full");
    expect(await store.take("one-too-many", 0)).toBeNull();
    expect(await store.take("s0", 0)).toMatchObject({ nonce: "n" });
  });

  it("prunes expired states from the front, which makes room for new ones", async () => {
    let nowMs = 0;
    const store = memoryLaunchStateStore({ maxEntries: 3, now: () => nowMs });
    await store.put("a", state(100));
    await store.put("b", state(200));
    await store.put("c", state(300));
    expect(await store.put("d", state(400))).toBe("full");
    nowMs = 250;
    expect(await store.put("d", state(400))).toBe("stored");
    expect(await store.put("e", state(500))).toBe("stored");
    expect(await store.put("f", state(600))).toBe("full");
    expect(await store.take("c", nowMs)).toMatchObject({ expiresAt: 300 });
  });
});

describe("memoryNonceStore", () => {
  it("refuses a new nonce when full of live ones and takes it once the old ones expire", async () => {
    let nowMs = 0;
    const store = memoryNonceStore({ maxEntries: 2, now: () => nowMs });
    expect(await store.recordOnce("iss", "a", 100)).toBe(true);
    expect(await store.recordOnce("iss", "b", 100)).toBe(true);
    expect(await store.recordOnce("iss", "a", 100)).toBe(false);
    await expect(store.recordOnce("iss", "c", 100)).rejects.toThrow(/too many launches/);
    nowMs = 100;
    expect(await store.recordOnce("iss", "c", 200)).toBe(true);
  });
});
