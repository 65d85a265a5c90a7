import { describe, expect, it } from "vitest";
import { duplicateIdMessage, notAHeadingMessage, repeatedIds } from "./author-messages";

describe("author messages", () => {
  it("names the missing heading, the closest one and every heading there is", () => {
    expect(notAHeadingMessage("retires", ["retries", "intro"])).toBe(
      '"retires" is not a heading id of the lesson; did you mean "retries"? (headings: retries, intro)',
    );
  });

  it("counts the earlier entry from 1 and says what to do", () => {
    expect(duplicateIdMessage("card-2", "card", 1)).toBe(
      '"card-2" is already the id of card 2; give each card its own id',
    );
  });

  it("finds every repeat with the index of the first entry, ignoring entries without a string id", () => {
    const entries = [{ id: "a" }, { id: "b" }, { id: 3 }, { id: "a" }, {}, { id: "a" }];
    expect(repeatedIds(entries, (e: { id?: unknown }) => e.id)).toEqual([
      { index: 3, id: "a", earlier: 0 },
      { index: 5, id: "a", earlier: 0 },
    ]);
  });
});
