import { describe, expect, it } from "vitest";
import { retryVerdict } from "./retry-policy";
import type { ToolResult } from "./tool-result";

const failure = (status: "tool_error" | "timeout", retry?: { retryable: boolean }): ToolResult =>
  retry ? { status, tool: "weather", error: "x", retry } : { status, tool: "weather", error: "x" };

describe("retryVerdict", () => {
  it("never retries invalid_args, on any attempt", () => {
    const wrong: ToolResult = { status: "invalid_args", tool: "weather", error: "city: expected string" };
    for (const attempt of [1, 2, 3])
      expect(retryVerdict(wrong, attempt, 5)).toEqual({ retry: false, why: "wrong-request" });
  });

  it("stops on ok", () => {
    expect(retryVerdict({ status: "ok", tool: "weather", output: 1 }, 1, 5)).toEqual({ retry: false, why: "answered" });
  });

  it("lets the tool's hint decide: a 503 may be retried, a 404 may not, even as a timeout", () => {
    expect(retryVerdict(failure("tool_error", { retryable: true }), 1, 3)).toEqual({ retry: true });
    expect(retryVerdict(failure("tool_error", { retryable: false }), 1, 3)).toEqual({
      retry: false,
      why: "not-retryable",
    });
    expect(retryVerdict(failure("timeout", { retryable: false }), 1, 3)).toEqual({
      retry: false,
      why: "not-retryable",
    });
  });

  it("without a hint retries a timeout but not a tool_error, which may be a bug", () => {
    expect(retryVerdict(failure("timeout"), 1, 3)).toEqual({ retry: true });
    expect(retryVerdict(failure("tool_error"), 1, 3)).toEqual({ retry: false, why: "not-retryable" });
  });

  it("stops at the attempt limit", () => {
    expect(retryVerdict(failure("timeout"), 2, 3)).toEqual({ retry: true });
    expect(retryVerdict(failure("timeout"), 3, 3)).toEqual({ retry: false, why: "out-of-attempts" });
  });
});
