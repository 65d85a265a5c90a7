import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs } from "./retry-policy";

const policy = { baseMs: 1000, capMs: 10_000, budgetMs: 60_000 };

describe("DEFAULT_RETRY", () => {
  it("is the documented policy: 1 s base, 1 h cap, a 72-hour budget", () => {
    expect(DEFAULT_RETRY).toEqual({ baseMs: 1000, capMs: 3_600_000, budgetMs: 72 * 3_600_000 });
  });
});

describe("retryDelayMs", () => {
  it("doubles the ceiling after each failed try, up to the cap", () => {
    const ceilings = [1, 2, 3, 4, 5].map((tries) => retryDelayMs(tries, 0, policy, () => 0.999_999));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it("draws the whole wait at random (full jitter): anywhere from zero to the ceiling", () => {
    expect(retryDelayMs(3, 0, policy, () => 0)).toBe(0);
    expect(retryDelayMs(3, 0, policy, () => 0.25)).toBe(1000);
  });

  it("waits at least as long as the platform asked, with the jitter on top", () => {
    expect(retryDelayMs(1, 0, policy, () => 0.5, 7000)).toBe(7500);
  });

  it("never waits past the budget's end, and has no wait left once it is spent", () => {
    expect(retryDelayMs(9, 55_000, policy, () => 0.999_999)).toBe(5000);
    expect(retryDelayMs(1, 0, policy, () => 0.5, 90_000)).toBe(60_000);
    expect(retryDelayMs(9, 60_000, policy, () => 0.5)).toBeNull();
  });

  it("stays finite after any number of tries", () => {
    expect(retryDelayMs(5000, 0, policy, () => 0.999_999)).toBe(10_000);
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-12-01T20:00:00Z");

  it("reads seconds and HTTP dates, and ignores nonsense", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Tue, 01 Dec 2026 20:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it("reads a wait longer than an hour, in seconds or as a date, as one hour", () => {
    expect(MAX_RETRY_AFTER_MS).toBe(3_600_000);
    expect(retryAfterMs("3601", now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs("1e20", now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs("Tue, 01 Dec 2036 20:00:00 GMT", now)).toBe(MAX_RETRY_AFTER_MS);
  });
});
