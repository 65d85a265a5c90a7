import { describe, expect, it } from "vitest";
import { TOOL_STATUSES, ToolResultSchema } from "./tool-result";

describe("ToolResultSchema", () => {
  it.each([
    { status: "ok", tool: "calculator", output: { value: 2 } },
    { status: "ok", tool: "weather", output: null },
    { status: "invalid_args", tool: "nope", error: "unknown tool: nope" },
    { status: "tool_error", tool: "database", error: "no such table: x" },
    { status: "timeout", tool: "weather", error: "no answer within 2000 ms" },
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
    ["an extra field", { status: "ok", tool: "calculator", output: 1, retry: true }],
  ])("refuses %s", (_, result) => {
    expect(ToolResultSchema.safeParse(result).success).toBe(false);
  });

  it("lists exactly the four statuses", () => {
    expect(TOOL_STATUSES).toEqual(["ok", "invalid_args", "tool_error", "timeout"]);
  });
});
