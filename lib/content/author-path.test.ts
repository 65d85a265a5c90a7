import { describe, expect, it } from "vitest";
import { formatAuthorPath } from "./author-path";

describe("formatAuthorPath", () => {
  it("counts list positions from 1", () => {
    expect(formatAuthorPath(["cards", 1, "status"])).toBe("cards #2 › status");
    expect(formatAuthorPath(["questions", 0, "options", 3, "correct"])).toBe("questions #1 › options #4 › correct");
  });

  it("names an entry of a list at the top of a file by its position alone", () => {
    expect(formatAuthorPath([0, "id"])).toBe("#1 › id");
  });

  it("names the whole file when the path is empty", () => {
    expect(formatAuthorPath([])).toBe("(whole file)");
  });
});
