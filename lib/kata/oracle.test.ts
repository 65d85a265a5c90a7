import { describe, expect, it } from "vitest";
import { ANY_MESSAGE, expectedEnvelope, expectedFor } from "./oracle";
import { checkStandInArgs } from "./stand-in-args";
import type { Behaviour } from "./verdict";

const ok: Behaviour = { kind: "return", output: { rows: 2 }, afterMs: 10 };

describe("expectedFor", () => {
  it("expects invalid_args with any message and no tool call for an unknown tool, even a prototype name", () => {
    for (const tool of ["search", "constructor", "__proto__", ""]) {
      expect(expectedFor({ tool, args: {}, behaviour: ok }, 100)).toMatchObject({
        kind: "unknown-tool",
        status: "invalid_args",
        errorRule: "any",
        toolCalls: 0,
      });
    }
  });

  it("expects the argument check's own message for bad arguments", () => {
    const args = { city: "Oslo", units: "kelvin" };
    const check = checkStandInArgs("weather", args);
    expect(check.ok).toBe(false);
    expect(expectedFor({ tool: "weather", args, behaviour: ok }, 100)).toMatchObject({
      kind: "bad-args",
      error: !check.ok && check.error,
      errorRule: "exact",
      toolCalls: 0,
    });
  });

  it("expects ok with the tool's output and the cleaned arguments when the tool answers in time", () => {
    expect(expectedFor({ tool: "database", args: { sql: " SELECT 1 " }, behaviour: ok }, 11)).toEqual({
      kind: "ok",
      status: "ok",
      tool: "database",
      output: { rows: 2 },
      toolCalls: 1,
      receivedArgs: { sql: "SELECT 1", params: [] },
    });
  });

  it("expects timeout once the tool's answer would come at or after the deadline", () => {
    expect(expectedFor({ tool: "database", args: { sql: "x" }, behaviour: ok }, 10)).toMatchObject({
      kind: "deadline",
      status: "timeout",
      errorRule: "any",
    });
  });

  it("decides by the kind of failure: timeout words give tool_error, a timeout signal gives timeout", () => {
    const call = (behaviour: Behaviour) =>
      expectedFor({ tool: "calculator", args: { expression: "1" }, behaviour }, 100);
    expect(call({ kind: "throw", message: "upstream timeout", afterMs: 1 })).toMatchObject({
      kind: "thrown-timeout-words",
      status: "tool_error",
      error: "upstream timeout",
    });
    expect(call({ kind: "signal-timeout", message: "gave up", afterMs: 1 })).toMatchObject({
      kind: "signal-timeout",
      status: "timeout",
      error: "gave up",
    });
    expect(call({ kind: "throw-now", message: "boom" })).toMatchObject({ kind: "thrown", status: "tool_error" });
    expect(call({ kind: "hang", onAbort: "reject", message: "aborted" })).toMatchObject({ kind: "deadline" });
  });
});

describe("expectedEnvelope", () => {
  it("shows a placeholder where any non-empty message is right", () => {
    const expected = expectedFor({ tool: "search", args: {}, behaviour: ok }, 100);
    expect(expectedEnvelope(expected)).toEqual({ status: "invalid_args", tool: "search", error: ANY_MESSAGE });
  });
});
