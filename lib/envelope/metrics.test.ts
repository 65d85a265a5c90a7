import { describe, expect, it } from "vitest";
import { type MeasuredCall, percentile, summarizeCalls, UNKNOWN_TOOL_LABEL } from "./metrics";

const call = (tool: string, status: MeasuredCall["status"], durationMs: number): MeasuredCall => ({
  tool,
  status,
  durationMs,
});

describe("summarizeCalls", () => {
  it("counts statuses with their rates, overall and per tool", () => {
    const metrics = summarizeCalls([
      call("weather", "ok", 200),
      call("weather", "timeout", 2000),
      call("weather", "ok", 300),
      call("calculator", "invalid_args", 1),
    ]);
    expect(metrics.calls).toBe(4);
    expect(metrics.byStatus).toEqual({
      ok: { count: 2, rate: 0.5 },
      invalid_args: { count: 1, rate: 0.25 },
      tool_error: { count: 0, rate: 0 },
      timeout: { count: 1, rate: 0.25 },
    });
    expect(metrics.byTool.weather?.byStatus.timeout).toEqual({ count: 1, rate: 1 / 3 });
    expect(metrics.byTool.calculator?.calls).toBe(1);
    expect(Object.keys(metrics.byTool)).toEqual(["weather", "calculator"]);
  });

  it("gives nearest-rank latency percentiles", () => {
    const calls = Array.from({ length: 100 }, (_, i) => call("database", "ok", i + 1)).reverse();
    expect(summarizeCalls(calls).latency).toEqual({ p50: 50, p95: 95, p99: 99 });
  });

  it("returns zero counts and null latency when there are no calls", () => {
    const metrics = summarizeCalls([]);
    expect(metrics.calls).toBe(0);
    expect(metrics.byStatus.ok).toEqual({ count: 0, rate: 0 });
    expect(metrics.latency).toEqual({ p50: null, p95: null, p99: null });
    expect(metrics.byTool).toEqual({});
  });

  it("counts every call to an unknown tool under one label, however many names the model invents", () => {
    const invented = ["calculater", "wether", "weather2", "db"].map((tool) => ({
      ...call(tool, "invalid_args", 0),
      step: "unknown-tool" as const,
    }));
    const known = { ...call("weather", "invalid_args", 0), step: "validation" as const };
    const { byTool } = summarizeCalls([...invented, known]);
    expect(Object.keys(byTool).sort()).toEqual([UNKNOWN_TOOL_LABEL, "weather"].sort());
    expect(byTool[UNKNOWN_TOOL_LABEL]?.calls).toBe(invented.length);
  });

  it("keeps a row for a tool named __proto__", () => {
    const { byTool } = summarizeCalls([call("__proto__", "ok", 1)]);
    expect(Object.entries(byTool).map(([tool, stats]) => [tool, stats.calls])).toEqual([["__proto__", 1]]);
  });
});

describe("percentile", () => {
  it("picks the smallest value covering p percent of the list", () => {
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 51)).toBe(30);
    expect(percentile([10, 20, 30, 40], 0)).toBe(10);
    expect(percentile([10, 20, 30, 40], 100)).toBe(40);
    expect(percentile([], 50)).toBeNull();
  });
});
