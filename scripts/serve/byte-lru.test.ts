import { describe, expect, it } from "vitest";
import { createByteLru } from "./byte-lru.mjs";

const bytes = (n: number) => Buffer.alloc(n);

describe("createByteLru", () => {
  it("drops the least recently used entries once it holds more than its bound", () => {
    const lru = createByteLru(10);
    lru.set("a", bytes(4));
    lru.set("b", bytes(4));
    expect(lru.get("a")?.length).toBe(4); // a is now more recent than b
    lru.set("c", bytes(4));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")?.length).toBe(4);
    expect(lru.get("c")?.length).toBe(4);
    expect(lru.bytes).toBe(8);
    expect(lru.size).toBe(2);
  });

  it("counts a replaced entry once", () => {
    const lru = createByteLru(10);
    lru.set("a", bytes(6));
    lru.set("a", bytes(3));
    expect(lru.bytes).toBe(3);
    expect(lru.size).toBe(1);
  });

  it("keeps nothing larger than its whole bound, and drops nothing for it", () => {
    const lru = createByteLru(10);
    lru.set("a", bytes(5));
    lru.set("big", bytes(11));
    expect(lru.get("big")).toBeUndefined();
    expect(lru.get("a")?.length).toBe(5);
  });

  it("refuses a bound that is not a positive whole number", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createByteLru(bad)).toThrow(RangeError);
  });
});
