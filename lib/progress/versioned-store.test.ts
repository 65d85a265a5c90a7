import { describe, expect, it } from "vitest";
import { memoryStore } from "./memory-store";
import {
  type KeyValueStore,
  loadVersioned,
  peekVersioned,
  SET_ASIDE_SUFFIX,
  STORAGE_BLOCKED_NOTICE,
  STORAGE_FULL_NOTICE,
  saveVersioned,
} from "./versioned-store";

const parseCount = (data: unknown) =>
  typeof data === "object" && data !== null && typeof (data as { n?: unknown }).n === "number"
    ? (data as { n: number })
    : null;

describe("versioned progress storage", () => {
  it("round-trips data saved under the current version", () => {
    const store = memoryStore();
    expect(saveVersioned(store, "k", 2, { n: 5 })).toEqual({ ok: true });
    expect(loadVersioned(store, "k", 2, parseCount, { n: 0 })).toEqual({ value: { n: 5 } });
  });

  it("returns the fallback without a notice when nothing is stored", () => {
    expect(loadVersioned(memoryStore(), "k", 1, parseCount, { n: 0 })).toEqual({ value: { n: 0 } });
  });

  it("sets aside corrupt JSON with a notice instead of crashing", () => {
    const store = memoryStore({ k: "{not json" });
    const loaded = loadVersioned(store, "k", 1, parseCount, { n: 0 });
    expect(loaded.value).toEqual({ n: 0 });
    expect(loaded.notice).toMatch(/could not be read.*set aside/);
    expect(store.data.get(`k${SET_ASIDE_SUFFIX}`)).toBe("{not json");
    expect(store.data.has("k")).toBe(false);
  });

  it("sets aside data from another schema version and says so", () => {
    const store = memoryStore({ k: JSON.stringify({ version: 1, data: { n: 3 } }) });
    const loaded = loadVersioned(store, "k", 2, parseCount, { n: 0 });
    expect(loaded).toEqual({ value: { n: 0 }, notice: expect.stringMatching(/another version/) });
    expect(store.data.get(`k${SET_ASIDE_SUFFIX}`)).toContain('"n":3');
  });

  it("sets aside data the parser refuses", () => {
    const store = memoryStore({ k: JSON.stringify({ version: 1, data: { n: "three" } }) });
    expect(loadVersioned(store, "k", 1, parseCount, { n: 0 }).notice).toMatch(/could not be read/);
  });

  it("reports blocked storage instead of throwing", () => {
    const blocked: KeyValueStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => {},
    };
    expect(loadVersioned(blocked, "k", 1, parseCount, { n: 0 }).notice).toMatch(/storage is blocked/);
    expect(saveVersioned(blocked, "k", 1, { n: 1 })).toEqual({ ok: false, notice: STORAGE_BLOCKED_NOTICE });
  });

  it("reports a full storage as full, so the student is told why nothing was kept", () => {
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    expect(saveVersioned(full, "k", 1, { n: 1 })).toEqual({ ok: false, notice: STORAGE_FULL_NOTICE });
    expect(saveVersioned(undefined, "k", 1, { n: 1 })).toEqual({ ok: false, notice: STORAGE_BLOCKED_NOTICE });
  });

  it("peeks without changing anything: a corrupt or older value stays where it is", () => {
    const store = memoryStore({ bad: "{not json", old: JSON.stringify({ version: 1, data: { n: 1 } }) });
    expect(peekVersioned(store, "bad", 2, parseCount)).toEqual({
      value: null,
      problem: "unreadable",
      raw: "{not json",
    });
    expect(peekVersioned(store, "old", 2, parseCount)).toMatchObject({ value: null, problem: "other-version" });
    expect(peekVersioned(store, "none", 2, parseCount)).toEqual({ value: null });
    expect([...store.data.keys()]).toEqual(["bad", "old"]);
  });
});
