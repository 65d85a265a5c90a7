import { describe, expect, it } from "vitest";
import type { Verdict } from "../verdict";
import { summarize, withoutEngineText } from "./run-corpus";

const graded = (error: string, status = "tool_error"): Verdict => ({
  kind: "graded",
  passed: false,
  seed: 1,
  callsRun: 3,
  rules: [
    {
      id: "unknown-tool",
      passed: false,
      counterexample: {
        case: {
          timeoutMs: 1,
          calls: [{ tool: "search", args: {}, behaviour: { kind: "throw-now", message: "x" } }],
        },
        callIndex: 0,
        expected: { status: "invalid_args", tool: "search", error: "<any message>" },
        got: { kind: "resolved", value: { status, tool: "search", error } },
        toolCalls: 0,
        problem: "an unknown tool must give invalid_args",
      },
    },
    { id: "bad-args", passed: true },
  ],
});

describe("withoutEngineText", () => {
  it("makes verdicts equal that differ only in how the engine worded an error", () => {
    const v8 = graded("Cannot read properties of undefined (reading 'run')");
    const quickjs = graded("cannot read property 'run' of undefined");
    expect(withoutEngineText(v8)).toEqual(withoutEngineText(quickjs));
  });

  it("keeps every other difference", () => {
    expect(withoutEngineText(graded("same", "timeout"))).not.toEqual(withoutEngineText(graded("same")));
  });

  it("blanks a refusal's message but keeps its code", () => {
    const refused = (code: "crashed" | "cpu", message: string): Verdict => ({
      kind: "refused",
      refusal: { code, message },
    });
    expect(withoutEngineText(refused("crashed", "a"))).toEqual(withoutEngineText(refused("crashed", "b")));
    expect(withoutEngineText(refused("crashed", "a"))).not.toEqual(withoutEngineText(refused("cpu", "a")));
  });
});

describe("summarize", () => {
  it("says a graded verdict by its failing rules and a refusal by its code", () => {
    expect(summarize(graded("x"))).toEqual({ failing: ["unknown-tool"] });
    expect(summarize({ kind: "refused", refusal: { code: "syntax", message: "m" } })).toEqual({ refusal: "syntax" });
  });
});
