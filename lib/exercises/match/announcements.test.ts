import { describe, expect, it } from "vitest";
import {
  announceCancel,
  announceDrop,
  announceMove,
  announceOverBrief,
  announcePickUp,
  announceScore,
} from "./announcements";
import { loadMatchExercise } from "./load";
import { MATCH_STATUSES } from "./statuses";

const card = "Weather API takes 12 s";

describe("match announcements", () => {
  it("say what was picked up and where it is, in the card's words", () => {
    expect(announcePickUp(card, "timeout")).toBe("Picked up: Weather API takes 12 s. Over: timeout.");
    expect(announcePickUp(card, null)).toBe("Picked up: Weather API takes 12 s. Over: the card pool.");
  });

  it("say only where the card is while it moves, without reading the card again", () => {
    expect(announceOverBrief("tool_error")).toBe("Over tool_error.");
    expect(announceOverBrief(null)).toBe("Over the card pool.");
    expect(announceOverBrief(undefined)).toBe("Over no status.");
  });

  it("say where the card was dropped, back in the pool, or that it stayed put", () => {
    expect(announceDrop(card, "timeout", null)).toBe("Dropped Weather API takes 12 s on timeout.");
    expect(announceDrop(card, null, "ok")).toBe("Dropped Weather API takes 12 s back in the card pool.");
    expect(announceDrop(card, undefined, "ok")).toBe(
      "Dropped Weather API takes 12 s outside the statuses. It stays in ok.",
    );
  });

  it("say where a cancelled card returned", () => {
    expect(announceCancel(card, null)).toBe("Cancelled. Weather API takes 12 s returned to the card pool.");
    expect(announceCancel(card, "invalid_args")).toBe("Cancelled. Weather API takes 12 s returned to invalid_args.");
  });

  it("confirm a move made with the menu, and the score", () => {
    expect(announceMove(card, "ok")).toBe("Moved Weather API takes 12 s to ok.");
    expect(announceMove(card, null)).toBe("Moved Weather API takes 12 s back to the card pool.");
    expect(announceScore(7, 10)).toBe("7 of 10 cards are on the right status.");
  });

  it("do not double the full stop of a card text that ends with one", () => {
    expect(announcePickUp("The call's deadline is 2 s.", "ok")).toBe(
      "Picked up: The call's deadline is 2 s. Over: ok.",
    );
    expect(announceDrop("It ends here.", "ok", null)).toBe("Dropped It ends here on ok.");
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
          announcePickUp(text, place),
          announceDrop(text, place, null),
          announceCancel(text, place ?? null),
          announceMove(text, place ?? null),
        ];
        for (const sentence of said) {
          expect(sentence).toContain(words);
          expect(sentence).not.toContain(id);
        }
      }
    }
  });
});
