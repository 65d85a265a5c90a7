import { describe, expect, it } from "vitest";
import { TOOL_STATUSES, ToolResultSchema } from "./tool-result";

describe("ToolResultSchema", () => {
  it.each([
    { status: "ok", tool: "calculator", output: { value: 2 } },
    { status: "ok", tool: "weather", output: null },
    { status: "invalid_args", tool: "nope", error: "unknown tool: nope" },
    { status: "tool_error", tool: "database", error: "no such table: x" },
    { status: "timeout", tool: "weather", error: "no answer within 2000 ms" },
    { status: "tool_error", tool: "weather", error: "HTTP 503", retry: { retryable: true, afterMs: 1000 } },
    { status: "tool_error", tool: "weather", error: "city not found: X", retry: { retryable: false, reason: "404" } },
    { status: "timeout", tool: "weather", error: "no answer", retry: { retryable: true } },
    { status: "invalid_args", tool: "nope", error: "unknown tool: nope", code: "unknown_tool" },
    { status: "timeout", tool: "weather", error: "no answer within 2000 ms", code: "deadline" },
    { status: "tool_error", tool: "weather", error: "cancelled by the user", code: "cancelled" },
  ])("accepts %j", (result) => {
    expect(ToolResultSchema.safeParse(result).success).toBe(true);
  });

  it.each([
    ["ok without output", { status: "ok", tool: "calculator" }],
    ["ok with output undefined", { status: "ok", tool: "calculator", output: undefined }],
    ["ok with an error", { status: "ok", tool: "calculator", output: 1, error: "x" }],
    ["a failure without error", { status: "timeout", tool: "weather" }],
    ["a failure with an empty error", { status: "tool_error", tool: "weather", error: "" }],
    ["a failure with output", { status: "tool_error", tool: "weather", error: "x", output: 1 }],
    ["an unknown status", { status: "failed", tool: "weather", error: "x" }],
    ["a missing tool", { status: "timeout", error: "x" }],
    ["an extra field", { status: "ok", tool: "calculator", output: 1, extra: true }],
    ["a retry hint on ok", { status: "ok", tool: "calculator", output: 1, retry: { retryable: true } }],
    ["a retry hint on invalid_args", { status: "invalid_args", tool: "x", error: "x", retry: { retryable: false } }],
    ["a hint without retryable", { status: "tool_error", tool: "x", error: "x", retry: { afterMs: 5 } }],
    [
      "a hint with a negative pause",
      { status: "tool_error", tool: "x", error: "x", retry: { retryable: true, afterMs: -1 } },
    ],
    [
      "a hint with an unknown key",
      { status: "tool_error", tool: "x", error: "x", retry: { retryable: true, code: 5 } },
    ],
    ["a code on ok", { status: "ok", tool: "calculator", output: 1, code: "internal" }],
    ["a code that is not in the set", { status: "tool_error", tool: "x", error: "x", code: "oops" }],
    ["a tool_error claiming the deadline", { status: "tool_error", tool: "x", error: "x", code: "deadline" }],
    ["a timeout with another code", { status: "timeout", tool: "x", error: "x", code: "unavailable" }],
    ["invalid_args that blames the service", { status: "invalid_args", tool: "x", error: "x", code: "internal" }],
  ])("refuses %s", (_, result) => {
    expect(ToolResultSchema.safeParse(result).success).toBe(false);
  });

  it("lists exactly the four statuses", () => {
    expect(TOOL_STATUSES).toEqual(["ok", "invalid_args", "tool_error", "timeout"]);
  });
});
