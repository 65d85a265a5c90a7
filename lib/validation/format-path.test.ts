import { describe, expect, it } from "vitest";
import { formatPath } from "./format-path";

describe("formatPath", () => {
  it("writes keys with dots and indexes in brackets", () => {
    expect(formatPath(["cards", 2, "misconceptions", "ok"])).toBe("cards[2].misconceptions.ok");
    expect(formatPath([0, "id"])).toBe("[0].id");
  });

  it("names the root when the path is empty", () => {
    expect(formatPath([])).toBe("(root)");
  });
});
