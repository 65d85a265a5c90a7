import { describe, expect, it } from "vitest";
import {
  announceCancel,
  announceDrop,
  announceMove,
  announceOverBrief,
  announcePickUp,
  announceScore,
} from "./announcements";
import { CATEGORY_WORDING, STATUS_PLACE_NAMES as N, placeNames, STATUS_WORDING } from "./categories";
import { loadMatchExercise } from "./load";
import { MATCH_STATUSES } from "./statuses";

const card = "Weather API takes 12 s";

describe("match announcements", () => {
  it("say what was picked up and where it is, in the card's words", () => {
    expect(announcePickUp(card, "timeout", N)).toBe("Picked up: Weather API takes 12 s. Over: timeout.");
    expect(announcePickUp(card, null, N)).toBe("Picked up: Weather API takes 12 s. Over: the card pool.");
  });

  it("say only where the card is while it moves, without reading the card again", () => {
    expect(announceOverBrief("tool_error", N)).toBe("Over tool_error.");
    expect(announceOverBrief(null, N)).toBe("Over the card pool.");
    expect(announceOverBrief(undefined, N)).toBe("Over no status.");
  });

  it("say where the card was dropped, back in the pool, or that it stayed put", () => {
    expect(announceDrop(card, "timeout", null, N)).toBe("Dropped Weather API takes 12 s on timeout.");
    expect(announceDrop(card, null, "ok", N)).toBe("Dropped Weather API takes 12 s back in the card pool.");
    expect(announceDrop(card, undefined, "ok", N)).toBe(
      "Dropped Weather API takes 12 s outside the statuses. It stays in ok.",
    );
  });

  it("say where a cancelled card returned", () => {
    expect(announceCancel(card, null, N)).toBe("Cancelled. Weather API takes 12 s returned to the card pool.");
    expect(announceCancel(card, "invalid_args", N)).toBe("Cancelled. Weather API takes 12 s returned to invalid_args.");
  });

  it("confirm a move made with the menu, and the score", () => {
    expect(announceMove(card, "ok", N)).toBe("Moved Weather API takes 12 s to ok.");
    expect(announceMove(card, null, N)).toBe("Moved Weather API takes 12 s back to the card pool.");
    expect(announceScore(7, 10, STATUS_WORDING)).toBe("7 of 10 cards are on the right status.");
  });

  it("do not double the full stop of a card text that ends with one", () => {
    expect(announcePickUp("The call's deadline is 2 s.", "ok", N)).toBe(
      "Picked up: The call's deadline is 2 s. Over: ok.",
    );
    expect(announceDrop("It ends here.", "ok", null, N)).toBe("Dropped It ends here on ok.");
  });

  it("say every card of the lesson in its own words, never by its id, wherever it is", () => {
    const cards = loadMatchExercise("error-envelope")?.cards ?? [];
    expect(cards).not.toEqual([]);
    const places = [...MATCH_STATUSES, null, undefined];
    for (const { id, text } of cards) {
      // Only a text that does not contain the id can show that the id was left out.
      expect(text, id).not.toContain(id);
      const words = text.trim().replace(/[.!?]+$/, "");
      for (const place of places) {
        const said = [
          announcePickUp(text, place, N),
          announceDrop(text, place, null, N),
          announceCancel(text, place ?? null, N),
          announceMove(text, place ?? null, N),
        ];
        for (const sentence of said) {
          expect(sentence).toContain(words);
          expect(sentence).not.toContain(id);
        }
      }
    }
  });

  it("speak a lesson's own categories by their labels, never their ids", () => {
    const names = placeNames(
      [
        { id: "retry-now", label: "Retry now" },
        { id: "give-up", label: "Give up" },
      ],
      CATEGORY_WORDING,
    );
    expect(announcePickUp(card, "retry-now", names)).toBe("Picked up: Weather API takes 12 s. Over: Retry now.");
    expect(announceOverBrief(undefined, names)).toBe("Over no category.");
    expect(announceDrop(card, undefined, "give-up", names)).toBe(
      "Dropped Weather API takes 12 s outside the categories. It stays in Give up.",
    );
    expect(announceMove(card, "give-up", names)).toBe("Moved Weather API takes 12 s to Give up.");
    expect(announceCancel(card, "retry-now", names)).toBe("Cancelled. Weather API takes 12 s returned to Retry now.");
    expect(announceScore(3, 8, CATEGORY_WORDING)).toBe("3 of 8 cards are on the right category.");
  });
});
