import { describe, expect, it, vi } from "vitest";
import { createContentCache } from "./content-cache";

describe("createContentCache", () => {
  it("loads once per folder and slug when enabled", () => {
    const cached = createContentCache<number>(true);
    const load = vi.fn(() => 7);
    expect([cached("dir", "a", load), cached("dir", "a", load)]).toEqual([7, 7]);
    cached("other", "a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads every time when disabled, as in next dev", () => {
    const cached = createContentCache<number>(false);
    const load = vi.fn(() => 7);
    cached("dir", "a", load);
    cached("dir", "a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a load that failed, so a fixed file is read on the next call", async () => {
    const cached = createContentCache<Promise<number>>(true);
    await expect(cached("dir", "a", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(cached("dir", "a", () => Promise.resolve(1))).resolves.toBe(1);
  });

  it("is on by default outside next dev, as under vitest", () => {
    expect(process.env.NODE_ENV).toBe("test");
    const load = vi.fn(() => 1);
    const cached = createContentCache<number>();
    cached("dir", "a", load);
    cached("dir", "a", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most its limit of entries, dropping the oldest first", () => {
    const cached = createContentCache<number>(true, 2);
    const load = vi.fn(() => 1);
    for (const dir of ["a", "b", "c"]) cached(dir, "x", load);
    cached("c", "x", load);
    expect(load).toHaveBeenCalledTimes(3);
    cached("a", "x", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
