import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "./circuit-breaker";
import type { ToolResult } from "./tool-result";

const down: ToolResult = { status: "tool_error", tool: "weather", error: "HTTP 503", retry: { retryable: true } };
const up: ToolResult = { status: "ok", tool: "weather", output: {} };
const notFound: ToolResult = { status: "tool_error", tool: "weather", error: "x", retry: { retryable: false } };

const tripped = () => {
  const breaker = new CircuitBreaker("weather", { threshold: 3, coolDownMs: 1000 });
  for (let i = 0; i < 3; i++) breaker.record(down, 100);
  return breaker;
};

describe("CircuitBreaker", () => {
  it("opens after threshold failures in a row, and counts the trip", () => {
    const breaker = new CircuitBreaker("weather", { threshold: 3, coolDownMs: 1000 });
    breaker.record(down, 0);
    breaker.record(down, 0);
    expect(breaker.state(0)).toBe("closed");
    breaker.record(down, 100);
    expect([breaker.state(100), breaker.trips]).toEqual(["open", 1]);
  });

  it("does not open on failures that say nothing about the tool's health, or that a success broke up", () => {
    const breaker = new CircuitBreaker("weather", { threshold: 2, coolDownMs: 1000 });
    for (const result of [down, up, down, notFound, notFound]) breaker.record(result, 0);
    breaker.record({ status: "invalid_args", tool: "weather", error: "x" }, 0);
    expect(breaker.state(0)).toBe("closed");
  });

  it("fails fast while open with a tool_error whose hint says not to retry until the cool-down ends", () => {
    const breaker = tripped();
    expect(breaker.allows(400)).toBe(false);
    expect(breaker.refusal(400)).toEqual({
      status: "tool_error",
      tool: "weather",
      error: "circuit open: weather failed 3 times in a row, so it was not called",
      code: "unavailable",
      retry: { retryable: false, afterMs: 700, reason: "circuit breaker open" },
    });
    expect(breaker.refusals).toBe(1);
  });

  it("lets one trial through when half-open; success closes it", () => {
    const breaker = tripped();
    expect(breaker.state(1100)).toBe("half-open");
    expect(breaker.allows(1100)).toBe(true);
    expect(breaker.allows(1100)).toBe(false); // one trial at a time
    breaker.record(up, 1150);
    expect([breaker.state(1150), breaker.allows(1150)]).toEqual(["closed", true]);
  });

  it("opens again when the trial fails, for a fresh cool-down", () => {
    const breaker = tripped();
    breaker.allows(1100);
    breaker.record(down, 1200);
    expect([breaker.state(1200), breaker.state(2199), breaker.state(2200), breaker.trips]).toEqual([
      "open",
      "open",
      "half-open",
      2,
    ]);
  });
});
