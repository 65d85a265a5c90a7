import { describe, expect, it } from "vitest";
import { parsePredictions, predictionsKey, savedGuess } from "./predictions";

describe("parsePredictions", () => {
  it("keeps a record of output ids to choice texts", () => {
    expect(parsePredictions({ "busy-tool": "ok true" })).toEqual({ "busy-tool": "ok true" });
    expect(parsePredictions({})).toEqual({});
  });

  it("refuses anything else", () => {
    expect(parsePredictions(null)).toBeNull();
    expect(parsePredictions(["ok true"])).toBeNull();
    expect(parsePredictions({ "busy-tool": 1 })).toBeNull();
    expect(parsePredictions({ "busy-tool": "x".repeat(501) })).toBeNull();
    expect(parsePredictions(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`p${i}`, "a"])))).toBeNull();
  });
});

describe("savedGuess", () => {
  const choices = ["timeout true", "ok true"];

  it("finds the saved choice among the block's choices", () => {
    expect(savedGuess({ "busy-tool": "ok true" }, "busy-tool", choices)).toBe(1);
  });

  it("has no guess for another block, or for a choice the lesson no longer offers", () => {
    expect(savedGuess({ other: "ok true" }, "busy-tool", choices)).toBeUndefined();
    expect(savedGuess({ "busy-tool": "ok false" }, "busy-tool", choices)).toBeUndefined();
    expect(savedGuess({}, "constructor", choices)).toBeUndefined();
  });
});

describe("predictionsKey", () => {
  it("keeps one record per lesson", () => {
    expect(predictionsKey("deadlines-and-retries")).toBe("envelope-lab:predict:deadlines-and-retries");
  });
});
