import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/progress/memory-store";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";
import { EMPTY_MATCH_PROGRESS, MATCH_PROGRESS_VERSION, matchProgressKey, parseMatchProgress } from "./progress";
import { MATCH_STATUSES } from "./statuses";

const ids = ["a", "b"];

describe("match progress guard", () => {
  it("accepts well-formed progress and drops cards that no longer exist", () => {
    expect(
      parseMatchProgress(
        { placements: { a: "ok", gone: "timeout", b: null }, attempts: 2, bestScore: 1 },
        ids,
        MATCH_STATUSES,
      ),
    ).toEqual({ placements: { a: "ok" }, attempts: 2, bestScore: 1 });
  });

  it("sends a card back to the pool when its category is no longer one of the exercise's", () => {
    const stored = { placements: { a: "retry-now", b: "retired" }, attempts: 0, bestScore: null };
    expect(parseMatchProgress(stored, ids, ["retry-now", "give-up"])).toEqual({
      placements: { a: "retry-now" },
      attempts: 0,
      bestScore: null,
    });
  });

  it("refuses values of the wrong shape", () => {
    for (const bad of [
      null,
      "x",
      [],
      { placements: { a: 7 }, attempts: 0, bestScore: null },
      { placements: [], attempts: 0, bestScore: null },
      { placements: {}, attempts: -1, bestScore: null },
      { placements: {}, attempts: 1, bestScore: "3" },
    ]) {
      expect(parseMatchProgress(bad, ids, MATCH_STATUSES)).toBeNull();
    }
  });

  it("refuses values outside what the content allows: huge attempts, a best above the card count, a best with no attempt", () => {
    for (const bad of [
      { placements: {}, attempts: 1e308, bestScore: null },
      { placements: {}, attempts: Number.POSITIVE_INFINITY, bestScore: null },
      { placements: {}, attempts: 100_001, bestScore: null },
      { placements: {}, attempts: 3, bestScore: 3 },
      { placements: {}, attempts: 0, bestScore: 1 },
      { placements: {}, attempts: 2, bestScore: 1.5 },
    ]) {
      expect(parseMatchProgress(bad, ids, MATCH_STATUSES), JSON.stringify(bad)).toBeNull();
    }
    expect(parseMatchProgress({ placements: {}, attempts: 100_000, bestScore: 2 }, ids, MATCH_STATUSES)).not.toBeNull();
  });

  it("sets an out-of-bounds value aside with the usual notice", () => {
    const store = memoryStore({
      [matchProgressKey("lesson")]: JSON.stringify({
        version: 1,
        data: { placements: {}, attempts: 1e308, bestScore: null },
      }),
    });
    const loaded = loadVersioned(
      store,
      matchProgressKey("lesson"),
      MATCH_PROGRESS_VERSION,
      (d) => parseMatchProgress(d, ids, MATCH_STATUSES),
      EMPTY_MATCH_PROGRESS,
    );
    expect(loaded.value).toEqual(EMPTY_MATCH_PROGRESS);
    expect(loaded.notice).toMatch(/set aside/);
    expect(store.data.has(`${matchProgressKey("lesson")}:set-aside`)).toBe(true);
  });

  it("round-trips through the versioned store under the lesson's key", () => {
    const store = memoryStore();
    const progress = { placements: { a: "timeout" as const }, attempts: 1, bestScore: 0 };
    saveVersioned(store, matchProgressKey("lesson"), MATCH_PROGRESS_VERSION, progress);
    expect(store.data.has("envelope-lab:match:lesson")).toBe(true);
    const loaded = loadVersioned(
      store,
      matchProgressKey("lesson"),
      MATCH_PROGRESS_VERSION,
      (d) => parseMatchProgress(d, ids, MATCH_STATUSES),
      EMPTY_MATCH_PROGRESS,
    );
    expect(loaded).toEqual({ value: progress });
  });
});
