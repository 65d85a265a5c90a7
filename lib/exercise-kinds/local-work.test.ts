import { describe, expect, it } from "vitest";
import { ATTEMPTS_VERSION, attemptsKey, savedResultKey } from "@/lib/exercises/checkpoint/attempts";
import { MATCH_PROGRESS_VERSION, matchProgressKey } from "@/lib/exercises/match/progress";
import { DRAFT_VERSION, draftKey } from "@/lib/kata/ui/draft";
import { PRACTICE_RECORD_VERSION, practiceKey } from "@/lib/practice/mastery";
import { memoryStore } from "@/lib/progress/memory-store";
import type { KeyValueStore } from "@/lib/progress/versioned-store";
import { LOCAL_WORK } from "./local-work";

const stored = (version: number, data: unknown) => JSON.stringify({ version, data });
const match = (data: unknown) => ({ [matchProgressKey("x")]: stored(MATCH_PROGRESS_VERSION, data) });
const checkpoint = (data: unknown) => ({ [attemptsKey("x")]: stored(ATTEMPTS_VERSION, data) });
/** What every kind reads from `entries` for lesson "x". */
const read = (entries: Record<string, string>) => {
  const store = memoryStore(entries);
  return {
    match: LOCAL_WORK.match(store, "x"),
    checkpoint: LOCAL_WORK.checkpoint(store, "x"),
    kata: LOCAL_WORK.kata(store, "x"),
  };
};

describe("each kind's work in this browser, as the course map reads it", () => {
  it("finds nothing started when nothing is stored", () => {
    const none = { started: false };
    expect(read({})).toEqual({ match: none, checkpoint: none, kata: none });
  });

  it("counts the match's cards placed before a check, and its best score after", () => {
    const placed = match({ placements: { a: "ok", b: "timeout", c: null }, attempts: 0, bestScore: null });
    expect(read(placed).match).toEqual({ started: true, detail: "2 cards placed" });
    expect(read(match({ placements: { a: "ok" }, attempts: 0, bestScore: null })).match.detail).toBe("1 card placed");
    expect(read(match({ placements: {}, attempts: 2, bestScore: 7 })).match).toEqual({
      started: true,
      detail: "best 7 right",
    });
  });

  it("gives the checkpoint's best percent, and a pass the server graded before the map kept verdicts", () => {
    expect(read(checkpoint({ attempts: 2, best: 60, last: 40, passed: false })).checkpoint).toEqual({
      started: true,
      passed: false,
      detail: "best 60%",
    });
    expect(read(checkpoint({ attempts: 3, best: 90, last: 85, passed: true })).checkpoint).toMatchObject({
      passed: true,
      detail: "best 90%",
    });
  });

  it("counts checkpoint answers saved before the first check, and a kata draft, as started", () => {
    const answers = { [savedResultKey("x")]: stored(2, { result: null, answers: { q1: ["a"] }, contentVersion: "v" }) };
    expect(read(answers).checkpoint).toEqual({ started: true });
    expect(read({ [draftKey("x")]: stored(DRAFT_VERSION, { source: "export class ToolsLayer {}" }) }).kata).toEqual({
      started: true,
    });
  });

  it("flags records it cannot believe, counts them as not started, and writes nothing", () => {
    const store = memoryStore({
      [matchProgressKey("x")]: "{broken",
      [attemptsKey("x")]: stored(ATTEMPTS_VERSION + 1, { attempts: 1 }),
      [draftKey("x")]: stored(DRAFT_VERSION, { source: 3 }),
      [practiceKey("x")]: stored(PRACTICE_RECORD_VERSION, { concepts: { status: { streak: 9 } }, tickets: [] }),
    });
    for (const read of Object.values(LOCAL_WORK))
      expect(read(store, "x")).toEqual({ started: false, unreadable: true });
    expect(store.writes).toEqual([]);
  });

  it("reads blocked storage as nothing stored, without a note", () => {
    const blocked: KeyValueStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    for (const read of Object.values(LOCAL_WORK)) {
      expect(read(blocked, "x")).toEqual({ started: false });
      expect(read(undefined, "x")).toEqual({ started: false });
    }
  });
});
