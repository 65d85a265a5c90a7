import { describe, expect, it } from "vitest";
import { toMyLayerOutcome } from "./my-layer-outcome";

const answered = (data: unknown) => ({ kind: "answered" as const, data, elapsedMs: 5 });
const report = (outcome: unknown) => answered({ type: "answered", report: { outcome, toolCalls: 1 } });

describe("toMyLayerOutcome", () => {
  it("passes on the envelope the layer resolved to, wrong status and all", () => {
    const value = {
      status: "tool_error",
      tool: "search",
      error: "Cannot read properties of undefined (reading 'run')",
    };
    expect(toMyLayerOutcome(report({ kind: "resolved", value }), 3000)).toEqual({ kind: "envelope", result: value });
  });

  it("says plainly when the layer resolved to something that is not a ToolResult", () => {
    const outcome = toMyLayerOutcome(report({ kind: "resolved", value: { status: "fine" } }), 3000);
    expect(outcome).toEqual({
      kind: "problem",
      message:
        'Your layer resolved to something that is not a ToolResult: {"status":"fine"}. The trace only records envelopes.',
    });
  });

  it("says the layer threw when its run escaped", () => {
    expect(toMyLayerOutcome(report({ kind: "escaped", message: "boom" }), 3000)).toMatchObject({
      kind: "problem",
      message: expect.stringContaining("Your layer's run threw instead of returning an envelope: boom."),
    });
  });

  it("names the line of a syntax error the code was refused for", () => {
    const refused = answered({
      type: "refused",
      refusal: { code: "syntax", message: "Unexpected token", line: 3, column: 7 },
    });
    expect(toMyLayerOutcome(refused, 3000)).toMatchObject({
      message: expect.stringMatching(
        /^Your code has a syntax error on line 3, column 7: Unexpected token\. The page is fine/,
      ),
    });
  });

  it("tells a loop, a layer that never answers and a memory bomb apart", () => {
    expect(toMyLayerOutcome({ kind: "silent", budgetMs: 6000 }, 3000)).toMatchObject({
      message: expect.stringContaining(
        "stopped answering (an endless loop, or memory that grows without end?), so the sandbox stopped it after 6 seconds",
      ),
    });
    expect(toMyLayerOutcome(report({ kind: "never-settled" }), 3000)).toMatchObject({
      message: expect.stringContaining("did not answer within 3000 ms (the deadline and a second more)"),
    });
    expect(
      toMyLayerOutcome({ kind: "worker-failed", message: "Uncaught RangeError: Array buffer allocation failed" }, 3000),
    ).toMatchObject({
      message: expect.stringContaining("Your layer used too much memory"),
    });
  });

  it("says the code could not be read in time when the worker fell silent reading it", () => {
    expect(toMyLayerOutcome({ kind: "unreadable", budgetMs: 6000 }, 3000)).toEqual({
      kind: "problem",
      message: expect.stringMatching(
        /^Your code could not be checked: it could not be read in time\. .* The page is fine/,
      ),
    });
  });

  it("does not trust an answer it cannot read", () => {
    expect(toMyLayerOutcome(answered({ type: "answered", report: "nope" }), 3000)).toEqual({
      kind: "problem",
      message: "The sandbox could not read your layer's answer.",
    });
  });
});
