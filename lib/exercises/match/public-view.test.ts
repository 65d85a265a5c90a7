import { describe, expect, it } from "vitest";
import { secretArrange } from "@/lib/exercises/served-order";
import { randomSecret } from "@/lib/score-token/test-support";
import { toPublicMatch } from "./public-view";
import { makeCard, makeCategoryMatch, makeMatch } from "./test-support";

const arrangeFor = (attempt: number, secret = new TextEncoder().encode(randomSecret())) =>
  secretArrange(secret, { lesson: "lesson", activity: "match", attempt });

describe("toPublicMatch", () => {
  const exercise = makeMatch();
  exercise.cards[0] = makeCard("a1", "ok", {
    scenario: "secret-scenario",
    sandbox: { tool: "weather", args: "{}", timeoutMs: 2000, faults: {}, seed: 1, poolWait: false, calls: 1 },
  });

  it("carries no status, explanation, note or sandbox state anywhere", () => {
    const json = JSON.stringify(toPublicMatch(exercise, arrangeFor(1)));
    for (const secret of ["Why a1", "Not that for", "secret-scenario", '"status":"ok","text"', "weather"]) {
      expect(json).not.toContain(secret);
    }
    for (const card of toPublicMatch(exercise, arrangeFor(1)).cards)
      expect(Object.keys(card).sort()).toEqual(["id", "text"]);
  });

  it("keeps the prompt and lists the four statuses in order, labelled by themselves, with their descriptions", () => {
    const view = toPublicMatch(exercise, arrangeFor(1));
    expect(view.prompt).toBe("Match each call.");
    expect(view.categories).toEqual([
      { id: "ok", label: "ok", description: "fine" },
      { id: "invalid_args", label: "invalid_args", description: "bad request" },
      { id: "tool_error", label: "tool_error", description: "tool failed" },
      { id: "timeout", label: "timeout", description: "too slow" },
    ]);
    expect(view.wording.one).toBe("status");
  });

  it("shows a lesson's own categories in the author's order, worded as categories", () => {
    const custom = makeCategoryMatch(
      [
        { id: "retry-now", label: "Retry now", description: "Another attempt can succeed." },
        { id: "give-up", label: "Give up" },
      ],
      [makeCard("a", "retry-now"), makeCard("b", "give-up")],
    );
    const view = toPublicMatch(custom, arrangeFor(1));
    expect(view.categories).toEqual([
      { id: "retry-now", label: "Retry now", description: "Another attempt can succeed." },
      { id: "give-up", label: "Give up" },
    ]);
    expect(view.wording).toMatchObject({ one: "category", many: "categories", code: false });
    expect(JSON.stringify(view)).not.toContain("Why a is");
  });

  it("serves every card exactly once, in an order that changes with the server's secret", () => {
    const secret = new TextEncoder().encode(randomSecret());
    const first = toPublicMatch(exercise, arrangeFor(1, secret)).cards.map((c) => c.id);
    expect(toPublicMatch(exercise, arrangeFor(1, secret)).cards.map((c) => c.id)).toEqual(first);
    expect([...first].sort()).toEqual(exercise.cards.map((c) => c.id).sort());
    const orders = new Set(
      [1, 2, 3, 4, 5].map(() =>
        toPublicMatch(exercise, arrangeFor(1))
          .cards.map((c) => c.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
