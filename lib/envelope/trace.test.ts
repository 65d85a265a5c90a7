import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH } from "./describe-thrown";
import { createNodeToolsLayer } from "./node";
import { REDACTED, redactArgs } from "./redact-args";
import { STEP_LINES } from "./step-lines.generated";
import { makeTool } from "./test-support";
import { ToolsLayer } from "./tools-layer";
import { callIdOf, formatTraceEntry, runTraced, type TraceEntry, TraceEntrySchema, toTraceEntry } from "./trace";

describe("trace", () => {
  it("builds one entry with the same fields for a success and for a failure", () => {
    const ok = toTraceEntry(
      "call_0001",
      { x: 1 },
      {
        result: { status: "ok", tool: "doubler", output: 2 },
        report: { step: "success", lines: STEP_LINES.success, durationMs: 3, startedAt: 10 },
      },
    );
    const failed = toTraceEntry(
      "call_0002",
      { x: "1" },
      {
        result: { status: "invalid_args", tool: "doubler", error: "x: expected number" },
        report: { step: "validation", lines: STEP_LINES.validation, durationMs: 0.1, startedAt: 20 },
      },
    );
    expect(ok).toEqual({
      callId: "call_0001",
      time: 10,
      tool: "doubler",
      args: { x: 1 },
      status: "ok",
      durationMs: 3,
      error: null,
      step: "success",
    });
    expect(failed).toEqual({
      callId: "call_0002",
      time: 20,
      tool: "doubler",
      args: { x: "1" },
      status: "invalid_args",
      durationMs: 0.1,
      error: "x: expected number",
      step: "validation",
    });
    expect(Object.keys(ok)).toEqual(Object.keys(failed));
  });

  it("keeps the shape of a database call but not the values bound into it, while the tool gets them", async () => {
    const layer = createNodeToolsLayer();
    try {
      const args = { sql: "SELECT city FROM customers WHERE name = ?", params: ["Ana Sousa"] };
      const { result, entry } = await runTraced(layer, "call_0001", "database", args);
      expect(result).toMatchObject({ status: "ok", output: { rows: [["Lisbon"]] } });
      expect(entry.args).toEqual({ sql: args.sql, params: REDACTED });
      expect(JSON.stringify(entry)).not.toContain("Ana Sousa");
      expect(args.params, "the caller's own arguments are not touched").toEqual(["Ana Sousa"]);
    } finally {
      layer.dispose();
    }
  });

  it("leaves arguments alone when the tool declares nothing sensitive, and never throws on hostile ones", () => {
    const args = { city: "Oslo" };
    expect(redactArgs("weather", args)).toBe(args);
    expect(redactArgs("database", "not an object")).toBe("not an object");
    expect(redactArgs("database", { sql: "SELECT 1" })).toEqual({ sql: "SELECT 1" });
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("no");
        },
      },
    );
    expect(redactArgs("database", hostile)).toBe(REDACTED);
    expect(redactArgs("__proto__", { params: 1 })).toEqual({ params: 1 });
  });

  it("numbers call ids with a prefix, four digits wide", () => {
    expect(callIdOf(7)).toBe("call_0007");
    expect(callIdOf(12345, "chaos")).toBe("chaos_12345");
  });

  it("records a call through the layer and returns its envelope with the entry", async () => {
    let clock = 0;
    const layer = new ToolsLayer([makeTool()], { now: () => (clock += 5) });
    const { result, entry } = await runTraced(layer, "call_0009", "doubler", { x: 2 });
    expect(result).toEqual({ status: "ok", tool: "doubler", output: { doubled: 4 } });
    expect(entry).toEqual({
      callId: "call_0009",
      time: 5,
      tool: "doubler",
      args: { x: 2 },
      status: "ok",
      durationMs: 5,
      error: null,
      step: "success",
    });
    expect(TraceEntrySchema.safeParse(entry).success).toBe(true);
  });

  it("refuses an entry with an unknown status or an empty error", () => {
    const entry: TraceEntry = {
      callId: "call_0001",
      time: 0,
      tool: "t",
      args: null,
      status: "timeout",
      durationMs: 1,
      error: "slow",
      step: "timeout",
    };
    expect(TraceEntrySchema.safeParse({ ...entry, status: "failed" }).success).toBe(false);
    expect(TraceEntrySchema.safeParse({ ...entry, error: "" }).success).toBe(false);
    expect(TraceEntrySchema.safeParse({ ...entry, callId: "" }).success).toBe(false);
    expect(TraceEntrySchema.safeParse(entry).success).toBe(true);
  });

  it("formats an entry as one log line in UTC", () => {
    const entry: TraceEntry = {
      callId: "call_0003",
      time: Date.UTC(2025, 0, 1, 12, 0, 1, 250),
      tool: "weather",
      args: { city: "Oslo" },
      status: "timeout",
      durationMs: 2000.4,
      error: "no answer within 2000 ms",
      step: "timeout",
    };
    expect(formatTraceEntry(entry)).toBe(
      "12:00:01.250 call_0003 weather timeout 2000 ms [timeout] no answer within 2000 ms",
    );
    expect(formatTraceEntry({ ...entry, status: "ok", error: null, step: "success" })).toBe(
      "12:00:01.250 call_0003 weather ok 2000 ms [success]",
    );
  });

  it("keeps a failure's retry hint and the attempt number, and prints both on the log line", () => {
    const hint = { retryable: true, afterMs: 1000, reason: "HTTP 503 with Retry-After: 1" };
    const entry = toTraceEntry(
      "call_0004",
      { city: "Oslo" },
      {
        result: { status: "tool_error", tool: "weather", error: "HTTP 503 Service Unavailable", retry: hint },
        report: { step: "catch-all", lines: { start: 1, end: 2 }, durationMs: 80, startedAt: Date.UTC(2025, 0, 1, 12) },
      },
    );
    expect(entry.retry).toEqual(hint);
    expect(TraceEntrySchema.safeParse({ ...entry, attempt: 2 }).success).toBe(true);
    expect(TraceEntrySchema.safeParse({ ...entry, attempt: 0 }).success).toBe(false);
    expect(formatTraceEntry({ ...entry, attempt: 2 })).toBe(
      "12:00:00.000 call_0004 #2 weather tool_error 80 ms [catch-all] HTTP 503 Service Unavailable (retry: yes after 1000 ms)",
    );
  });

  it("keeps the code and a scrubbed error, even from a layer that did not scrub (a student's)", () => {
    const entry = toTraceEntry(
      "call_0005",
      { sql: "SELECT 1" },
      {
        result: {
          status: "tool_error",
          tool: "database",
          error: "connect failed: postgres://shop:hunter2@db.internal:5432/shop",
          code: "unavailable",
        },
        report: { step: "catch-all", lines: { start: 1, end: 2 }, durationMs: 4, startedAt: Date.UTC(2025, 0, 1, 12) },
      },
    );
    expect(entry.error).toBe("connect failed: postgres://shop:[redacted]@db.internal:5432/shop");
    expect(entry.code).toBe("unavailable");
    expect(TraceEntrySchema.safeParse(entry).success).toBe(true);
    expect(TraceEntrySchema.safeParse({ ...entry, code: "oops" }).success).toBe(false);
    expect(formatTraceEntry(entry)).toBe(
      "12:00:00.000 call_0005 database tool_error/unavailable 4 ms [catch-all] connect failed: postgres://shop:[redacted]@db.internal:5432/shop",
    );
  });

  it("cuts a student layer's error of any length before scrubbing it, as describeThrown does", () => {
    const error = `postgres://shop:hunter2@db/shop ${"a-".repeat(500_000)}`;
    const entry = toTraceEntry(
      "call_0006",
      {},
      {
        result: { status: "tool_error", tool: "database", error },
        report: { step: "catch-all", lines: { start: 1, end: 2 }, durationMs: 1, startedAt: 0 },
      },
    );
    expect(entry.error).toMatch(/^postgres:\/\/shop:\[redacted\]@db\/shop (a-)+/);
    expect(entry.error?.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });
});
