import { describe, expect, it } from "vitest";
import { UNREADABLE } from "../read-budget";
import { TOO_MUCH_MEMORY, toCheckResult } from "./check-result";

describe("toCheckResult", () => {
  it("says in plain words that the code used too much memory when the worker died of it", () => {
    for (const message of [
      "Uncaught RangeError: Array buffer allocation failed",
      "Out of memory",
      "Uncaught RangeError: WebAssembly.Memory(): could not allocate memory",
    ])
      expect(toCheckResult({ kind: "worker-failed", message })).toEqual({ kind: "failed", message: TOO_MUCH_MEMORY });
  });

  it("keeps the checker's own failure apart from the student's code", () => {
    expect(toCheckResult({ kind: "worker-failed", message: "the checker stopped unexpectedly" })).toEqual({
      kind: "failed",
      message: "The checker itself failed: the checker stopped unexpectedly. Your code is still here; try again.",
    });
  });

  it("passes on a silent worker as silent and a verdict as it came", () => {
    expect(toCheckResult({ kind: "silent", budgetMs: 6000 })).toEqual({ kind: "silent", budgetMs: 6000 });
    const verdict = { kind: "refused", refusal: { code: "no-layer", message: "export a class named ToolsLayer" } };
    expect(toCheckResult({ kind: "answered", data: { type: "verdict", verdict }, elapsedMs: 12 })).toEqual({
      kind: "verdict",
      verdict,
      elapsedMs: 12,
    });
  });

  it("gives the server's unreadable refusal when the worker fell silent reading the source", () => {
    expect(toCheckResult({ kind: "unreadable", budgetMs: 6000 })).toEqual({
      kind: "verdict",
      verdict: { kind: "refused", refusal: UNREADABLE },
      elapsedMs: 6000,
    });
    expect(UNREADABLE.message).toMatch(/^it could not be read in time\. .*put each such arrow function in parentheses/);
  });

  it("refuses an answer it cannot read", () => {
    expect(toCheckResult({ kind: "answered", data: { type: "verdict" }, elapsedMs: 1 })).toMatchObject({
      kind: "failed",
      message: expect.stringContaining("its answer could not be read"),
    });
  });
});
