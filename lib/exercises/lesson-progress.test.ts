import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/progress/memory-store";
import type { KeyValueStore } from "@/lib/progress/versioned-store";
import { ATTEMPTS_VERSION, attemptsKey } from "./checkpoint/attempts";
import { deriveLessonProgress, describeLessonProgress, readLessonProgress } from "./lesson-progress";
import { MATCH_PROGRESS_VERSION, matchProgressKey } from "./match/progress";
import { MATCH_STATUSES } from "./match/statuses";

const CARDS = ["a", "b", "c", "d"];

const stored = (version: number, data: unknown) => JSON.stringify({ version, data });
const match = (data: unknown) => ({ [matchProgressKey("x")]: stored(MATCH_PROGRESS_VERSION, data) });
const checkpoint = (data: unknown) => ({ [attemptsKey("x")]: stored(ATTEMPTS_VERSION, data) });

describe("lesson progress on the index", () => {
  it("is not started when nothing is stored", () => {
    const progress = readLessonProgress(memoryStore(), "x", CARDS, MATCH_STATUSES);
    expect(progress).toEqual({
      state: "not-started",
      match: { kind: "none" },
      checkpoint: { kind: "none" },
      unreadable: false,
    });
    expect(describeLessonProgress(progress)).toEqual({ label: "Not started", detail: "" });
  });

  it("is in progress once cards are placed, before any check", () => {
    const store = memoryStore(match({ placements: { a: "ok", b: "timeout" }, attempts: 0, bestScore: null }));
    const progress = readLessonProgress(store, "x", CARDS, MATCH_STATUSES);
    expect(progress.state).toBe("in-progress");
    expect(describeLessonProgress(progress).detail).toBe("Match: 2 of 4 cards placed · Checkpoint: not tried");
  });

  it("reports the match finished when the best check had every card right", () => {
    const store = memoryStore(match({ placements: {}, attempts: 2, bestScore: 4 }));
    expect(readLessonProgress(store, "x", CARDS, MATCH_STATUSES).match).toEqual({ kind: "finished", total: 4 });
  });

  it("reports a failed checkpoint attempt with its best percent", () => {
    const store = memoryStore(checkpoint({ attempts: 2, best: 60, last: 40, passed: false }));
    const progress = readLessonProgress(store, "x", CARDS, MATCH_STATUSES);
    expect(progress.state).toBe("in-progress");
    expect(describeLessonProgress(progress).detail).toBe("Match: not started · Checkpoint: best 60%, not passed yet");
  });

  it("is passed with the best checkpoint score once the checkpoint was passed and the match finished", () => {
    const store = memoryStore({
      ...match({ placements: {}, attempts: 2, bestScore: 4 }),
      ...checkpoint({ attempts: 3, best: 90, last: 85, passed: true }),
    });
    const progress = readLessonProgress(store, "x", CARDS, MATCH_STATUSES);
    expect(progress.state).toBe("passed");
    expect(describeLessonProgress(progress)).toEqual({
      label: "Passed, best score 90%",
      detail: "Match: finished · Checkpoint: passed",
    });
  });

  it("is still in progress with the checkpoint passed while the match is not finished", () => {
    const store = memoryStore({
      ...match({ placements: {}, attempts: 1, bestScore: 3 }),
      ...checkpoint({ attempts: 3, best: 90, last: 85, passed: true }),
    });
    const progress = readLessonProgress(store, "x", CARDS, MATCH_STATUSES);
    expect(progress.state).toBe("in-progress");
    expect(describeLessonProgress(progress)).toEqual({
      label: "In progress",
      detail: "Match: best 3 of 4 right · Checkpoint: passed",
    });
  });

  it("counts corrupt data as not started, flags it, and writes nothing", () => {
    const store = memoryStore({
      [matchProgressKey("x")]: "{broken",
      [attemptsKey("x")]: stored(ATTEMPTS_VERSION + 1, { attempts: 1 }),
    });
    const progress = readLessonProgress(store, "x", CARDS, MATCH_STATUSES);
    expect(progress).toMatchObject({ state: "not-started", unreadable: true });
    expect(store.writes).toEqual([]);
  });

  it("believes no more than the widgets do: a best score above the card count is unreadable", () => {
    const store = memoryStore(match({ placements: {}, attempts: 1, bestScore: 9 }));
    expect(readLessonProgress(store, "x", CARDS, MATCH_STATUSES)).toMatchObject({
      state: "not-started",
      unreadable: true,
    });
  });

  it("reads blocked storage as nothing stored, without a note", () => {
    const blocked: KeyValueStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readLessonProgress(blocked, "x", CARDS, MATCH_STATUSES)).toMatchObject({
      state: "not-started",
      unreadable: false,
    });
    expect(readLessonProgress(undefined, "x", CARDS, MATCH_STATUSES).state).toBe("not-started");
  });

  it("keeps a passed checkpoint passed whatever the match says", () => {
    const progress = deriveLessonProgress(null, { attempts: 1, best: 100, last: 100, passed: true }, 0);
    expect(progress.state).toBe("passed");
  });
});
