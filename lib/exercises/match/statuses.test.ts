import { describe, expect, it } from "vitest";
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import { STATUS_PLACE_NAMES } from "./categories";
import { MATCH_STATUSES } from "./statuses";

describe("match statuses", () => {
  it("are exactly the envelope's four statuses, in the same order", () => {
    expect(MATCH_STATUSES).toEqual(TOOL_STATUSES);
  });

  it("are named by the status itself, and the pool in words", () => {
    expect(STATUS_PLACE_NAMES.label(null)).toBe("the card pool");
    expect(STATUS_PLACE_NAMES.label("ok")).toBe("ok");
  });
});
