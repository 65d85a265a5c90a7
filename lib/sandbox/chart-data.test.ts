import { describe, expect, it } from "vitest";
import { summarizeCalls } from "@/lib/envelope";
import { chartData } from "./chart-data";

describe("chartData", () => {
  it("always has the four status bars, scaled to the largest", () => {
    const data = chartData(
      summarizeCalls([
        { tool: "weather", status: "timeout", durationMs: 2000 },
        { tool: "weather", status: "ok", durationMs: 200 },
        { tool: "calculator", status: "ok", durationMs: 1 },
      ]),
    );
    expect(data.byStatus).toEqual([
      { label: "ok", count: 2, share: 1 },
      { label: "invalid_args", count: 0, share: 0 },
      { label: "tool_error", count: 0, share: 0 },
      { label: "timeout", count: 1, share: 0.5 },
    ]);
    expect(data.byTool.map((bar) => bar.label)).toEqual(["weather", "calculator"]);
    expect(data.summary).toBe(
      "3 calls. By status: ok 2, invalid_args 0, tool_error 0, timeout 1. By tool: weather 2, calculator 1.",
    );
  });

  it("says so when there are no calls", () => {
    const data = chartData(summarizeCalls([]));
    expect(data.summary).toBe("No calls yet.");
    expect(data.byTool).toEqual([]);
    expect(data.byStatus.every((bar) => bar.share === 0)).toBe(true);
  });
});
