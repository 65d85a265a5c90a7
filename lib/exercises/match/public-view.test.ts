import { describe, expect, it } from "vitest";
import { seedFromText, toPublicMatch } from "./public-view";
import { makeCard, makeMatch } from "./test-support";

describe("toPublicMatch", () => {
  const exercise = makeMatch();
  exercise.cards[0] = makeCard("a1", "ok", {
    scenario: "secret-scenario",
    sandbox: { tool: "weather", args: "{}", timeoutMs: 2000, faults: {}, seed: 1, poolWait: false },
  });

  it("carries no status, explanation, note or sandbox state anywhere", () => {
    const json = JSON.stringify(toPublicMatch(exercise, 7));
    for (const secret of ["Why a1", "Not that for", "secret-scenario", '"status":"ok","text"', "weather"]) {
      expect(json).not.toContain(secret);
    }
    for (const card of toPublicMatch(exercise, 7).cards) expect(Object.keys(card).sort()).toEqual(["id", "text"]);
  });

  it("keeps the prompt and lists the four targets in status order with their descriptions", () => {
    const view = toPublicMatch(exercise, 7);
    expect(view.prompt).toBe("Match each call.");
    expect(view.targets).toEqual([
      { status: "ok", description: "fine" },
      { status: "invalid_args", description: "bad request" },
      { status: "tool_error", description: "tool failed" },
      { status: "timeout", description: "too slow" },
    ]);
  });

  it("shuffles every card exactly once, the same way for the same seed", () => {
    const first = toPublicMatch(exercise, 42).cards.map((c) => c.id);
    expect(toPublicMatch(exercise, 42).cards.map((c) => c.id)).toEqual(first);
    expect([...first].sort()).toEqual(exercise.cards.map((c) => c.id).sort());
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        toPublicMatch(exercise, seed)
          .cards.map((c) => c.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("derives a stable seed from a lesson slug", () => {
    expect(seedFromText("error-envelope")).toBe(seedFromText("error-envelope"));
    expect(seedFromText("error-envelope")).not.toBe(seedFromText("other-lesson"));
  });
});
