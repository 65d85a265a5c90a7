import type { MatchCard, MatchExercise } from "./schema";
import type { MatchStatus } from "./statuses";

/** A card with sensible defaults; tests override what they assert on. */
export function makeCard(id: string, status: MatchStatus, extra: Partial<MatchCard> = {}): MatchCard {
  return {
    id,
    text: `Card ${id}`,
    status,
    explanation: `Why ${id} is ${status}.`,
    misconceptions: { [status === "ok" ? "tool_error" : "ok"]: `Not that for ${id}.` },
    ...extra,
  };
}

/** An exercise with two cards per status unless `cards` is given. */
export function makeMatch(cards?: MatchCard[]): MatchExercise {
  return {
    prompt: "Match each call.",
    reveal: {},
    targets: { ok: "fine", invalid_args: "bad request", tool_error: "tool failed", timeout: "too slow" },
    cards: cards ?? [
      makeCard("a1", "ok"),
      makeCard("a2", "ok"),
      makeCard("b1", "invalid_args"),
      makeCard("b2", "invalid_args"),
      makeCard("c1", "tool_error"),
      makeCard("c2", "tool_error"),
      makeCard("d1", "timeout"),
      makeCard("d2", "timeout"),
    ],
  };
}
