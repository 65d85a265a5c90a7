import { describe, expect, it } from "vitest";
import { memoryNonceStore } from "./memory-stores";

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
