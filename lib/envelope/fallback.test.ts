import { describe, expect, it } from "vitest";
import { fallbackReply } from "./fallback";
import { TOOL_NAMES } from "./tool-names";

describe("fallbackReply", () => {
  it("tells the user the weather service is slow when weather times out", () => {
    expect(fallbackReply({ status: "timeout", tool: "weather", error: "no answer within 2000 ms" })).toContain(
      "The weather service is slow",
    );
  });

  it("has its own reply for every failure status of every built-in tool, none of them leaking the raw error", () => {
    const replies = new Set<string>();
    for (const tool of TOOL_NAMES) {
      for (const status of ["invalid_args", "tool_error", "timeout"] as const) {
        const reply = fallbackReply({ status, tool, error: "SECRET internal detail" });
        expect(reply).not.toContain("SECRET");
        replies.add(reply);
      }
    }
    expect(replies.size).toBe(9);
  });

  it.each([
    [{ tool: "calculator", output: { value: 14 } }, "The answer is 14."],
    [
      { tool: "weather", output: { city: "Oslo", temperature: -3, temperatureUnit: "°C", condition: "light snow" } },
      "Right now in Oslo it's -3°C and light snow.",
    ],
    [{ tool: "database", output: { rowCount: 1, truncated: false } }, "I found 1 matching record."],
    [
      { tool: "database", output: { rowCount: 100, truncated: true } },
      "I found more than 100 matching records; here are the first ones.",
    ],
    [{ tool: "calculator", output: null }, "Here's what I found."],
  ])("builds the success reply from the output: %j", (fields, reply) => {
    expect(fallbackReply({ status: "ok", ...fields })).toBe(reply);
  });

  it("uses a general reply for tools it has no table for, even one named constructor", () => {
    const reply = fallbackReply({ status: "invalid_args", tool: "constructor", error: "unknown tool: constructor" });
    expect(reply).toBe(fallbackReply({ status: "invalid_args", tool: "printer", error: "x" }));
    expect(typeof reply).toBe("string");
  });
});
