import { describe, expect, it } from "vitest";
import type { Counterexample } from "@/lib/kata/verdict";
import { behaviourText, callSource, describeFailure, outcomeText } from "./describe-failure";

const counterexample = (overrides: Partial<Counterexample> = {}): Counterexample => ({
  case: {
    timeoutMs: 100,
    calls: [
      { tool: "calculator", args: { expression: "1+1" }, behaviour: { kind: "return", output: 2, afterMs: 0 } },
      { tool: "nope", args: {}, behaviour: { kind: "return", output: null, afterMs: 5 } },
    ],
  },
  callIndex: 1,
  expected: { status: "invalid_args", tool: "nope", error: "<any message>" },
  got: { kind: "escaped", message: "Cannot read properties of undefined (reading 'run')" },
  toolCalls: 0,
  problem: "run threw instead of returning an envelope",
  ...overrides,
});

describe("describeFailure", () => {
  it("lists every call as the student would type it and marks the one that went wrong", () => {
    const view = describeFailure(counterexample());
    expect(view.timeoutMs).toBe(100);
    expect(view.calls.map((call) => call.source)).toEqual([
      'await layer.run("calculator", {"expression":"1+1"})',
      'await layer.run("nope", {})',
    ]);
    expect(view.calls.map((call) => call.failing)).toEqual([false, true]);
    expect(view.expected).toBe('{"status":"invalid_args","tool":"nope","error":"<any message>"}');
    expect(view.got).toBe("run rejected or threw: Cannot read properties of undefined (reading 'run')");
    expect(view.toolCalls).toBe("The tool was not called.");
  });

  it("says how often the tool ran and with which arguments", () => {
    const view = describeFailure(counterexample({ toolCalls: 1, receivedArgs: { city: " Oslo " } }));
    expect(view.toolCalls).toBe('The tool was called once, last with {"city":" Oslo "}.');
    expect(describeFailure(counterexample({ toolCalls: 3 })).toolCalls).toBe("The tool was called 3 times.");
  });
});

describe("describeFailure, so that nothing it shows contradicts the rest", () => {
  it("says an unknown tool does not exist instead of what it would do, beside 'The tool was not called'", () => {
    const view = describeFailure(counterexample());
    expect(view.calls[1]?.behaviour).toBe('does not exist: no tool is named "nope", so a correct layer calls none');
    expect(view.calls[0]?.behaviour).toBe("returns 2 at once");
  });

  it("says a tool with invalid arguments must not be called, and only then what it would do", () => {
    const call = {
      tool: "weather",
      args: { city: 42 },
      behaviour: { kind: "return", output: 1, afterMs: 100 },
    } as const;
    const view = describeFailure(counterexample({ case: { timeoutMs: 100, calls: [call] }, callIndex: 0 }));
    expect(view.calls[0]?.behaviour).toBe(
      "must not be called: its arguments are invalid (city: expected a non-empty string); if it were, it returns 1 after 100 ms",
    );
  });

  it("says a tool that settles at the deadline's instant is already late", () => {
    const call = {
      tool: "weather",
      args: { city: "Oslo" },
      behaviour: { kind: "return", output: 1, afterMs: 100 },
    } as const;
    const view = describeFailure(counterexample({ case: { timeoutMs: 100, calls: [call] }, callIndex: 0 }));
    expect(view.calls[0]?.behaviour).toBe("returns 1 after 100 ms, at the deadline's very instant: already too late");
  });

  it("shows what the tool was given on both sides when that is what went wrong, so Expected and Got differ", () => {
    const envelope = { status: "ok", tool: "weather", output: 1 };
    const view = describeFailure(
      counterexample({
        expected: envelope,
        got: { kind: "resolved", value: envelope },
        toolCalls: 1,
        receivedArgs: { city: " Oslo " },
        expectedTool: { toolCalls: 1, receivedArgs: { city: "Oslo", units: "metric" } },
      }),
    );
    expect(view.expected).toBe(
      `${JSON.stringify(envelope)}, the tool called once with {"city":"Oslo","units":"metric"}`,
    );
    expect(view.got).toBe(`${JSON.stringify(envelope)}, the tool called once with {"city":" Oslo "}`);
    const twice = describeFailure(counterexample({ toolCalls: 2, expectedTool: { toolCalls: 0 } }));
    expect(twice.expected).toMatch(/, the tool not called$/);
    expect(twice.got).toMatch(/, the tool called 2 times$/);
  });
});

describe("behaviourText", () => {
  it("tells a hang that gives up on abort from one that ignores its signal", () => {
    expect(behaviourText({ kind: "hang", onAbort: "reject", message: "aborted" })).toMatch(
      /rejects with an Error "aborted"/,
    );
    expect(behaviourText({ kind: "hang", onAbort: "ignore", message: "" })).toMatch(/ignores its signal/);
  });

  it("names the tool's own timeout signal and when it comes", () => {
    expect(behaviourText({ kind: "signal-timeout", message: "slow", afterMs: 30 })).toBe(
      'gives up with its own timeout signal (a ToolTimeoutError "slow") after 30 ms',
    );
    expect(behaviourText({ kind: "throw", message: "boom", afterMs: 0 })).toBe('throws an Error "boom" at once');
  });
});

describe("outcomeText and callSource", () => {
  it("shows a value, a rejection and a promise that never settled in plain words", () => {
    expect(outcomeText({ kind: "resolved", value: { status: "ok" } })).toBe('{"status":"ok"}');
    expect(outcomeText({ kind: "never-settled" })).toMatch(/never settled/);
  });

  it("quotes a tool name with quotes in it safely", () => {
    expect(callSource({ tool: 'a"b', args: null })).toBe('await layer.run("a\\"b", null)');
  });
});
