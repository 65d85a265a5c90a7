import { describe, expect, it } from "vitest";
import { describeCardsLeft, matchCompleteness, unknownCardIds } from "./completeness";

describe("match completeness", () => {
  const ids = ["a", "b", "c"];

  it("is complete only when every card sits on a status", () => {
    expect(matchCompleteness(ids, { a: "ok", b: "timeout", c: "tool_error" })).toEqual({
      placed: 3,
      left: 0,
      complete: true,
    });
    expect(matchCompleteness(ids, { a: "ok", b: null })).toEqual({ placed: 1, left: 2, complete: false });
  });

  it("ignores placements of ids that are not cards", () => {
    expect(matchCompleteness(ids, { zzz: "ok" }).placed).toBe(0);
    expect(unknownCardIds(ids, { a: "ok", zzz: "ok", yyy: null })).toEqual(["zzz", "yyy"]);
  });

  it("says how many cards are left in words", () => {
    expect(describeCardsLeft(1)).toBe("1 card is still in the pool.");
    expect(describeCardsLeft(4)).toBe("4 cards are still in the pool.");
    expect(describeCardsLeft(0)).toBe("Every card is placed.");
  });
});
