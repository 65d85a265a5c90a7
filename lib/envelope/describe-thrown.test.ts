import { describe, expect, it } from "vitest";
import { describeThrown } from "./describe-thrown";

describe("describeThrown", () => {
  it.each([
    ["an Error", new TypeError("bad type"), "bad type"],
    ["a string", "  plain text  ", "plain text"],
    ["an empty string", "", "the tool threw an empty string with no message"],
    ["undefined", undefined, "the tool threw undefined"],
    ["a bigint", 10n, "10"],
    ["a symbol", Symbol("s"), "Symbol(s)"],
    ["an object with a message", { message: "from object" }, "from object"],
    ["an object without one", { a: [1] }, '{"a":[1]}'],
  ])("describes %s", (_, thrown, text) => {
    expect(describeThrown(thrown)).toBe(text);
  });

  it("falls back to a fixed sentence when every way of reading the value throws", () => {
    const nasty = {
      get message(): string {
        throw new Error("x");
      },
      toJSON() {
        throw new Error("x");
      },
      toString() {
        throw new Error("x");
      },
    };
    expect(describeThrown(nasty)).toBe("the tool threw a value that cannot be read");
  });

  it("shortens very long messages to 300 characters", () => {
    const text = describeThrown(new Error("x".repeat(1000)));
    expect(text).toHaveLength(300);
    expect(text.endsWith("…")).toBe(true);
  });
});
