import { describe, expect, it } from "vitest";
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import { isMatchStatus, MATCH_STATUSES, placeLabel } from "./statuses";

describe("match statuses", () => {
  it("are exactly the envelope's four statuses, in the same order", () => {
    expect(MATCH_STATUSES).toEqual(TOOL_STATUSES);
  });

  it("recognises statuses and refuses anything else", () => {
    expect(isMatchStatus("timeout")).toBe(true);
    expect(isMatchStatus("error")).toBe(false);
    expect(isMatchStatus(3)).toBe(false);
  });

  it("names the pool in words when a card is not placed", () => {
    expect(placeLabel(null)).toBe("the card pool");
    expect(placeLabel("ok")).toBe("ok");
  });
});
