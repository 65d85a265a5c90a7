import { describe, expect, it } from "vitest";
import { compareCall, sameJson } from "./compare";
import type { CallReport } from "./engine";
import type { Expected } from "./oracle";
import type { Json } from "./verdict";

const okExpected: Expected = {
  kind: "ok",
  status: "ok",
  tool: "weather",
  output: { t: 1 },
  toolCalls: 1,
  receivedArgs: { city: "Oslo", units: "metric" },
};
const resolved = (value: Json, toolCalls = 1, receivedArgs: Json = { city: "Oslo", units: "metric" }): CallReport => ({
  outcome: { kind: "resolved", value },
  toolCalls,
  receivedArgs,
});
// Every aspect that applies to an ok call (the error aspects are for failures).
const all = ["status", "tool", "fields", "output", "tool-calls", "received-args", "envelope"] as const;

describe("compareCall", () => {
  it("accepts the expected envelope on every aspect", () => {
    expect(compareCall(okExpected, resolved({ status: "ok", tool: "weather", output: { t: 1 } }), all)).toBeUndefined();
  });

  it("names the first wrong aspect in the rule's order", () => {
    const report = resolved({ status: "tool_error", tool: "x", error: "" });
    expect(compareCall(okExpected, report, ["status", "tool"])).toBe("status");
    expect(compareCall(okExpected, report, ["tool", "status"])).toBe("tool");
  });

  it("tells an escape, a call that never settled and a non-object apart before any aspect", () => {
    expect(compareCall(okExpected, { outcome: { kind: "escaped", message: "x" }, toolCalls: 0 }, [])).toBe("escaped");
    expect(compareCall(okExpected, { outcome: { kind: "never-settled" }, toolCalls: 0 }, [])).toBe("never-settled");
    expect(compareCall(okExpected, resolved([1]), [])).toBe("not-an-object");
  });

  it("holds the key set exact for the status the layer chose", () => {
    expect(compareCall(okExpected, resolved({ status: "ok", tool: "weather", output: 1, extra: 1 }), ["fields"])).toBe(
      "fields",
    );
    expect(compareCall(okExpected, resolved({ status: "timeout", tool: "weather", error: "late" }), ["fields"])).toBe(
      undefined,
    );
  });

  it("lets a failure carry the code its kind calls for, and nothing else carry one", () => {
    const late: Expected = { kind: "deadline", status: "timeout", tool: "weather", toolCalls: 1, errorRule: "any" };
    const timeout = { status: "timeout", tool: "weather", error: "late" };
    expect(compareCall(late, resolved({ ...timeout, code: "deadline" }), ["fields"])).toBe(undefined);
    expect(compareCall(late, resolved({ ...timeout, code: "internal" }), ["fields"])).toBe("code");
    expect(
      compareCall(okExpected, resolved({ status: "ok", tool: "weather", output: 1, code: "deadline" }), ["fields"]),
    ).toBe("fields");
    // A code beside the wrong status is the status rules' finding, not this one's.
    expect(
      compareCall(late, resolved({ status: "tool_error", tool: "weather", error: "x", code: "internal" }), ["fields"]),
    ).toBe(undefined);
  });

  it("tells a tool that ran when it should not from one that never ran or ran twice", () => {
    const none: Expected = { kind: "bad-args", status: "invalid_args", tool: "weather", toolCalls: 0 };
    const envelope = { status: "invalid_args", tool: "weather", error: "x" };
    expect(compareCall(none, resolved(envelope, 1), ["tool-calls"])).toBe("tool-called");
    expect(compareCall(okExpected, resolved(envelope, 0), ["tool-calls"])).toBe("tool-not-called");
    expect(compareCall(okExpected, resolved(envelope, 2), ["tool-calls"])).toBe("tool-called-twice");
  });

  it("wants the exact message, or any non-blank one, as the oracle says", () => {
    const exact: Expected = { ...okExpected, status: "tool_error", error: "boom", errorRule: "exact" };
    const any: Expected = { ...exact, errorRule: "any" };
    expect(compareCall(exact, resolved({ error: "boom " }), ["error"])).toBe("error-text");
    expect(compareCall(any, resolved({ error: "  " }), ["error"])).toBe("error-empty");
    expect(compareCall(any, resolved({ error: "late" }), ["error"])).toBeUndefined();
  });

  it("finds raw arguments where cleaned ones were due", () => {
    expect(compareCall(okExpected, resolved({}, 1, { city: " Oslo " }), ["received-args"])).toBe("args");
  });
});

describe("sameJson", () => {
  it("compares deeply, key order aside, and tells arrays from objects", () => {
    expect(sameJson({ a: [1, { b: null }], c: "x" }, { c: "x", a: [1, { b: null }] })).toBe(true);
    expect(sameJson({ 0: 1 }, [1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
