import { describe, expect, it } from "vitest";
import type { Behaviour, Counterexample, KataCall } from "@/lib/kata/verdict";
import { parseSandboxQuery } from "@/lib/sandbox/sandbox-state";
import { counterexampleToSandbox } from "./sandbox-link";

function counterexample(
  behaviour: Behaviour,
  { tool = "weather", timeoutMs = 1000, before = [] as KataCall[] } = {},
): Counterexample {
  const call = { tool, args: { city: "Oslo" }, behaviour };
  return {
    case: { timeoutMs, calls: [...before, call] },
    callIndex: before.length,
    expected: { status: "timeout", tool, error: "<any message>" },
    got: { kind: "resolved", value: { status: "tool_error", tool, error: "x" } },
    toolCalls: 1,
    problem: "p",
  } as Counterexample;
}

/** The state the link opens, read back the way the sandbox page reads it. */
const opened = (href: string) => parseSandboxQuery(Object.fromEntries(new URL(href, "http://x").searchParams));

describe("counterexampleToSandbox", () => {
  it("links the failing call with the student's layer, its deadline and a throw fault with the same message", () => {
    const link = counterexampleToSandbox(
      "error-envelope",
      counterexample({ kind: "throw", message: "upstream timeout", afterMs: 50 }),
    );
    if (!link.ok) throw new Error(link.why);
    expect(link.state).toMatchObject({
      tool: "weather",
      args: '{"city":"Oslo"}',
      timeoutMs: 1000,
      faults: { weather: { kind: "throw", message: "upstream timeout" } },
      kataLayer: "error-envelope",
    });
    expect(link.href.startsWith("/sandbox?")).toBe(true);
    expect(opened(link.href)).toEqual({ state: link.state, notices: [] });
    expect(link.notes).toEqual([]);
  });

  it("turns a hang into the hang fault and a tool that answers past the deadline into a slow fault", () => {
    const hang = counterexampleToSandbox("k", counterexample({ kind: "hang", onAbort: "ignore", message: "m" }));
    expect(hang.ok && hang.state.faults).toEqual({ weather: { kind: "hang" } });
    const late = counterexampleToSandbox("k", counterexample({ kind: "return", output: 1, afterMs: 1400 }));
    expect(late.ok && late.state.faults).toEqual({ weather: { kind: "slow", ms: 1400 } });
    const lateThrow = counterexampleToSandbox("k", counterexample({ kind: "throw", message: "m", afterMs: 1001 }));
    expect(lateThrow.ok && lateThrow.state.faults).toEqual({ weather: { kind: "slow", ms: 1001 } });
  });

  it("stands the deadline's signal in for a tool's own timeout signal, and says so", () => {
    const link = counterexampleToSandbox(
      "k",
      counterexample({ kind: "signal-timeout", message: "gave up", afterMs: 10 }),
    );
    if (!link.ok) throw new Error(link.why);
    expect(link.state.faults).toEqual({ weather: { kind: "hang" } });
    expect(link.notes[0]).toContain("the deadline's timeout signal stands in");
  });

  it("gives no link, and says why, for a bare string thrown at once", () => {
    expect(counterexampleToSandbox("k", counterexample({ kind: "throw-now", message: "division by zero" }))).toEqual({
      ok: false,
      why: "the kata's tool threw a bare string at once, before returning a promise, and no sandbox fault does that",
    });
  });

  it("gives no link for a deadline the sandbox does not allow", () => {
    const link = counterexampleToSandbox(
      "k",
      counterexample({ kind: "hang", onAbort: "ignore", message: "m" }, { timeoutMs: 10 }),
    );
    expect(link).toEqual({ ok: false, why: "the sandbox's deadline must be a whole number from 50 to 30000 ms" });
  });

  it("sets no fault for a tool name the layer does not know, and says when earlier calls are left out", () => {
    const before = [{ tool: "calculator", args: {}, behaviour: { kind: "return", output: 1, afterMs: 0 } } as KataCall];
    const link = counterexampleToSandbox(
      "k",
      counterexample({ kind: "return", output: 1, afterMs: 0 }, { tool: "search", before }),
    );
    if (!link.ok) throw new Error(link.why);
    expect(link.state.faults).toEqual({});
    expect(link.notes).toEqual(["Only the failing call runs; the call before it in the case is left out."]);
  });
});
