import { describe, expect, it } from "vitest";
import {
  EMPTY_PRACTICE,
  masteryOf,
  PRACTICE_RECORD_VERSION,
  type PracticeRecord,
  parsePracticeRecord,
  practiceKey,
  practiceLocalWork,
  REVIEW_AFTER_MS,
  withAnswer,
} from "./mastery";
import { MASTERY_STREAK } from "./mastery-words";

const DAY = 24 * 60 * 60 * 1000;

/** The record after answering, in order, right (true) or wrong (false), one ticket each, a minute apart. */
function answered(rights: boolean[], concept: "status" | "retry" = "status", start = 0): PracticeRecord {
  return rights.reduce(
    (record, right, i) => withAnswer(record, concept, `t${start + i}`, right, (start + i) * 60_000),
    EMPTY_PRACTICE,
  );
}

describe("mastery", () => {
  it("is new before any answer and learning below the streak", () => {
    expect(masteryOf(EMPTY_PRACTICE, "status", 0)).toEqual({ state: "new", streak: 0, needed: MASTERY_STREAK });
    const four = answered([true, true, true, true]);
    expect(masteryOf(four, "status", 0)).toEqual({ state: "learning", streak: 4, needed: 1 });
  });

  it("is reached by five right in a row, not by five right in all", () => {
    expect(masteryOf(answered([true, true, false, true, true, true]), "status", 0).state).toBe("learning");
    const five = answered([false, true, true, true, true, true]);
    expect(masteryOf(five, "status", 0)).toEqual({ state: "mastered", streak: 5, needed: 0 });
    expect(five.concepts.status).toMatchObject({ answered: 6, right: 5, masteredAt: 5 * 60_000 });
  });

  it("is lost on a wrong answer, and counts per concept", () => {
    const mastered = answered([true, true, true, true, true]);
    const missed = withAnswer(mastered, "status", "late", false, 10 * 60_000);
    expect(masteryOf(missed, "status", 0)).toEqual({ state: "learning", streak: 0, needed: MASTERY_STREAK });
    expect(masteryOf(withAnswer(mastered, "retry", "other", false, 0), "status", 0).state).toBe("mastered");
  });

  it("asks for review after three days without practice, and one right answer renews it", () => {
    const mastered = answered([true, true, true, true, true]);
    const last = mastered.concepts.status?.lastAt ?? 0;
    expect(masteryOf(mastered, "status", last + REVIEW_AFTER_MS - 1).state).toBe("mastered");
    const later = last + 3 * DAY;
    expect(masteryOf(mastered, "status", later).state).toBe("review");
    const renewed = withAnswer(mastered, "status", "review", true, later);
    expect(masteryOf(renewed, "status", later + DAY).state).toBe("mastered");
  });

  it("counts a ticket once however often its verdict arrives", () => {
    const once = withAnswer(EMPTY_PRACTICE, "status", "same", true, 0);
    expect(withAnswer(once, "status", "same", true, 1)).toBe(once);
    expect(withAnswer(once, "status", "same", false, 1)).toBe(once);
  });

  it("believes only sound records", () => {
    const record = answered([true, false, true]);
    expect(parsePracticeRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    const status = record.concepts.status;
    for (const bad of [
      null,
      [],
      { concepts: {}, tickets: "t" },
      { concepts: { other: status }, tickets: [] },
      { concepts: { status: { ...status, right: 9 } }, tickets: [] },
      { concepts: { status: { ...status, streak: -1 } }, tickets: [] },
      { concepts: { status: { ...status, masteredAt: "soon" } }, tickets: [] },
      { concepts: {}, tickets: Array.from({ length: 51 }, (_, i) => `t${i}`) },
    ])
      expect(parsePracticeRecord(bad)).toBeNull();
  });

  it("tells the course map whether any concept was practised", () => {
    const stored = new Map<string, string>();
    const store = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    expect(practiceLocalWork(store, "lesson")).toEqual({ started: false });
    const record = withAnswer(answered([true, true]), "retry", "r", false, Date.now());
    stored.set(practiceKey("lesson"), JSON.stringify({ version: PRACTICE_RECORD_VERSION, data: record }));
    expect(practiceLocalWork(store, "lesson")).toEqual({ started: true });
    stored.set(practiceKey("lesson"), "{ not json");
    expect(practiceLocalWork(store, "lesson")).toEqual({ started: false, unreadable: true });
  });
});
