import { describe, expect, it } from "vitest";
import { mulberry32, seededStream } from "./prng";

const take = (next: () => number, n = 5) => Array.from({ length: n }, next);

describe("prng", () => {
  it("repeats the same numbers for the same seed and differs for another", () => {
    expect(take(mulberry32(9))).toEqual(take(mulberry32(9)));
    expect(take(mulberry32(9))).not.toEqual(take(mulberry32(10)));
  });

  it("stays within [0, 1)", () => {
    expect(take(mulberry32(1), 10_000).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("gives each label its own stream", () => {
    expect(take(seededStream(1, "weather:latency"))).not.toEqual(take(seededStream(1, "faults:weather")));
    expect(take(seededStream(1, "a"))).toEqual(take(seededStream(1, "a")));
  });
});
