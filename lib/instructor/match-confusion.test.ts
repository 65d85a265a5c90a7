import { describe, expect, it } from "vitest";
import { makeCard, makeMatch } from "@/lib/exercises/match/test-support";
import { matchConfusion } from "./match-confusion";

const exercise = makeMatch();

describe("matchConfusion", () => {
  it("has a row of zeros per card when nobody attempted", () => {
    const confusion = matchConfusion(exercise, []);
    expect(confusion.attempts).toBe(0);
    expect(confusion.rows).toHaveLength(exercise.cards.length);
    expect(confusion.rows[0]?.counts).toEqual({ ok: 0, invalid_args: 0, tool_error: 0, timeout: 0, pool: 0 });
  });

  it("counts a single attempt's placements, and cards it left out or in the pool as pool", () => {
    const confusion = matchConfusion(exercise, [{ a1: "ok", a2: "timeout", b1: null }]);
    const row = (id: string) => confusion.rows.find((r) => r.cardId === id);
    expect(row("a1")).toMatchObject({ answer: "ok", counts: { ok: 1, timeout: 0, pool: 0 } });
    expect(row("a2")?.counts).toMatchObject({ ok: 0, timeout: 1 });
    expect(row("b1")?.counts.pool).toBe(1);
    expect(row("d2")?.counts.pool).toBe(1);
  });

  it("adds up several attempts per cell", () => {
    const confusion = matchConfusion(exercise, [{ c1: "ok" }, { c1: "ok" }, { c1: "tool_error" }]);
    expect(confusion.rows.find((r) => r.cardId === "c1")?.counts).toMatchObject({ ok: 2, tool_error: 1, pool: 0 });
  });

  it("has a column per declared category, and counts a placement on an unknown one as pool", () => {
    const custom = {
      ...makeMatch([makeCard("r1", "retry-now"), makeCard("f1", "fix-request")]),
      categories: [
        { id: "retry-now", label: "Retry it" },
        { id: "fix-request", label: "Fix the request" },
      ],
      customCategories: true,
    };
    const confusion = matchConfusion(custom, [{ r1: "retry-now", f1: "gone-category" }]);
    expect(confusion.columns).toEqual(["retry-now", "fix-request", "pool"]);
    expect(confusion.rows.find((r) => r.cardId === "r1")?.counts).toEqual({
      "retry-now": 1,
      "fix-request": 0,
      pool: 0,
    });
    expect(confusion.rows.find((r) => r.cardId === "f1")?.counts).toEqual({
      "retry-now": 0,
      "fix-request": 0,
      pool: 1,
    });
  });
});
