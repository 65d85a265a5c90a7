import { describe, expect, it, vi } from "vitest";
import { hourlyPurge, PURGE_EVERY_MS } from "./hourly-purge";

vi.spyOn(console, "info").mockImplementation(() => {});

/** A stand-in for the nonces repository: each purge removes `n` rows and logs the time it was given. */
function tables(n: number) {
  const calls: number[] = [];
  const purgeExpired = async (now: Date) => {
    calls.push(now.getTime());
    return n;
  };
  return { store: { nonces: { purgeExpired } }, calls };
}

describe("hourlyPurge", () => {
  it("purges on the first pass, then not again until an hour has passed, with the caller's time", async () => {
    const { store, calls } = tables(2);
    const purge = hourlyPurge(store);
    const t0 = Date.parse("2026-06-01T10:00:00Z");
    expect(await purge(t0)).toEqual({ nonces: 2 });
    expect(await purge(t0 + PURGE_EVERY_MS - 1)).toBeNull();
    expect(await purge(t0 + PURGE_EVERY_MS)).toEqual({ nonces: 2 });
    expect(calls).toEqual([t0, t0 + PURGE_EVERY_MS]);
  });
});
