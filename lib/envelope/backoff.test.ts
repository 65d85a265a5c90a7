import { describe, expect, it } from "vitest";
import { fullJitterMs, pauseBeforeRetryMs } from "./backoff";
import { seededStream } from "./prng";

describe("full-jitter backoff", () => {
  it("draws the same pauses from the same seed, and other pauses from another seed", () => {
    const pauses = (seed: number) => {
      const random = seededStream(seed, "retry:backoff");
      return [1, 2, 3, 4, 5].map((attempt) => fullJitterMs(attempt, random));
    };
    expect(pauses(7)).toEqual(pauses(7));
    expect(pauses(7)).not.toEqual(pauses(8));
  });

  it("keeps each pause between 0 and a ceiling that doubles from 200 ms up to 2 s", () => {
    expect(fullJitterMs(1, () => 0.999999)).toBe(200);
    expect(fullJitterMs(3, () => 0.999999)).toBe(800);
    expect(fullJitterMs(9, () => 0.999999)).toBe(2000);
    expect(fullJitterMs(4, () => 0)).toBe(0);
    expect(fullJitterMs(2, () => 0.5, { baseMs: 100, capMs: 150 })).toBe(75);
  });

  it("waits at least the Retry-After a hint asks for, with jitter on top", () => {
    expect(pauseBeforeRetryMs(1, { retryable: true, afterMs: 1000 }, () => 0.5)).toBe(1100);
    expect(pauseBeforeRetryMs(1, undefined, () => 0.5)).toBe(100);
  });
});
