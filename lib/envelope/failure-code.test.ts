import { describe, expect, it } from "vitest";
import { ToolTimeoutError } from "./deadline";
import { FAILURE_CODES, INVALID_ARGS_CODES, TOOL_ERROR_CODES } from "./failure-code";
import { failureCodeOf, ToolFailure } from "./retry-hint";
import { throwingLayer } from "./test-support";
import { ReadOnlyQueryError } from "./tools/database";
import { CityNotFoundError } from "./tools/weather";

describe("failure codes", () => {
  it("gives every code to exactly one kind of status, except bad_arguments (refused by schema or by tool)", () => {
    const claimed = [...INVALID_ARGS_CODES, "deadline", ...TOOL_ERROR_CODES];
    expect([...new Set(claimed)].sort()).toEqual([...FAILURE_CODES].sort());
    expect(claimed.filter((code) => code === "bad_arguments")).toHaveLength(2);
  });

  it("reads the code from the class of what was thrown, never from its words", () => {
    expect(failureCodeOf(new CityNotFoundError("city not found: X"))).toBe("not_found");
    expect(failureCodeOf(new Error("404 not found"))).toBe("internal");
    expect(failureCodeOf("service unavailable")).toBe("internal");
    expect(failureCodeOf(new ToolFailure("HTTP 429", { retryable: true }))).toBe("internal");
    // A write sent to the read-only query tool is the model's SQL, so it must change it.
    expect(failureCodeOf(new ReadOnlyQueryError("sql: only SELECT is allowed"))).toBe("bad_arguments");
  });

  it("does not let a tool claim a code that belongs to the layer's own steps", () => {
    const claiming = (code: string) => Object.assign(new ToolFailure("x", { retryable: false }), { code });
    expect(failureCodeOf(claiming("deadline"))).toBe("internal");
    expect(failureCodeOf(claiming("unknown_tool"))).toBe("internal");
    expect(failureCodeOf(claiming("nonsense"))).toBe("internal");
  });

  it("reports a tool's own abort as internal, not as the user's cancel, apart from deadlines", async () => {
    // The tool aborted a request of its own; no caller cancelled, so the model must not be
    // told the user stopped the call.
    const own = new AbortController();
    own.abort();
    expect(await throwingLayer(own.signal.reason).run("flaky", {})).toMatchObject({
      status: "tool_error",
      code: "internal",
    });
    expect(await throwingLayer(new ToolTimeoutError("late")).run("flaky", {})).toMatchObject({
      status: "timeout",
      code: "deadline",
    });
    expect(await throwingLayer(new TypeError("x is undefined")).run("flaky", {})).toMatchObject({ code: "internal" });
  });

  it("never throws, even for a value whose fields explode", () => {
    const hostile = new Proxy(new ToolFailure("x", { retryable: true }), {
      get() {
        throw new Error("boom");
      },
    });
    expect(failureCodeOf(hostile)).toBe("internal");
  });
});
