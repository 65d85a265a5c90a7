import { describe, expect, it } from "vitest";
import { retryAfterMs, retryDelayMs } from "./retry-policy";

const policy = { baseMs: 1000, capMs: 10_000, maxTries: 5 };

describe("retryDelayMs", () => {
  it("doubles the ceiling after each failed try, up to the cap", () => {
    const ceilings = [1, 2, 3, 4].map((tries) => retryDelayMs(tries, policy, () => 0.999_999));
    expect(ceilings).toEqual([999, 1999, 3999, 7999]);
    expect(retryDelayMs(4, { ...policy, capMs: 5000 }, () => 0.999_999)).toBe(4999);
  });

  it("draws the whole wait at random (full jitter): anywhere from zero to the ceiling", () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
    expect(retryDelayMs(3, policy, () => 0.25)).toBe(1000);
  });

  it("has no wait left once the tries are used up", () => {
    expect(retryDelayMs(5, policy, () => 0.5)).toBeNull();
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, and ignores nonsense", () => {
    const now = Date.parse("2026-12-01T20:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Tue, 01 Dec 2026 20:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
