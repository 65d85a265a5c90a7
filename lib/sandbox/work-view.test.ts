import { describe, expect, it } from "vitest";
import type { WorkRecord } from "@/lib/envelope/work-watch";
import { describePool, describeWork, describeWorkers, pairWork, workWorthShowing } from "./work-view";

const record = (overrides: Partial<WorkRecord> = {}): WorkRecord => ({
  tool: "database",
  startedAt: 0,
  abortedAt: null,
  endedAt: null,
  stoppedWithDeadline: null,
  ...overrides,
});
const call = (overrides: Partial<WorkRecord> = {}) => ({
  callId: "call_0001",
  tool: "database",
  record: record(overrides),
});

describe("the After the deadline panel", () => {
  it("pairs records with the calls that reached their tool, skipping refused ones", () => {
    const records = [record({ endedAt: 5 }), record({ abortedAt: 1000 })];
    const calls = [
      { callId: "call_0001", step: "timeout" as const },
      { callId: "call_0002", step: "validation" as const },
      { callId: "call_0003", step: "catch-all" as const },
    ];
    expect(pairWork(calls, records).map((c) => c.record)).toEqual([records[0], null, records[1]]);
  });

  it("says how long abandoned work went on after its deadline", () => {
    expect(describeWork(call({ abortedAt: 1000, endedAt: 3004.4, stoppedWithDeadline: false }))).toBe(
      "call_0001: the tool kept working 2004 ms after its deadline.",
    );
    expect(describeWork(call({ abortedAt: 1000 }))).toBe(
      "call_0001: the deadline ended the wait, but the tool is still working.",
    );
  });

  it("says the work stopped when it ended with its deadline, and says nothing of a refused call", () => {
    // However long the deadline's own task took (a worker replaced), the verdict decides.
    expect(describeWork(call({ abortedAt: 1000, endedAt: 1019, stoppedWithDeadline: true }))).toBe(
      "call_0001: the work stopped at the deadline.",
    );
    expect(describeWork(call({ endedAt: 6 }))).toBe("call_0001: ended before its deadline.");
    // send_email's late reply: the email went out before the deadline stopped the tool.
    const email = call({ tool: "send_email", abortedAt: 1000, endedAt: 1000, stoppedWithDeadline: true });
    expect(describeWork(email)).toBe(
      "call_0001: the tool stopped at the deadline, but what it had already done stays done.",
    );
    expect(describeWork({ callId: "call_0002", tool: "", record: null })).toBeNull();
  });

  it("reports the pool and a terminated worker in words", () => {
    expect(describePool({ inUse: 2, size: 2 })).toBe("Database connections in use: 2 of 2.");
    expect(describeWorkers(0)).toBeNull();
    expect(describeWorkers(1)).toMatch(/^The SQL worker was terminated at the deadline/);
  });

  it("shows only when some work met its deadline or still holds a connection", () => {
    const quiet = { calls: [call({ endedAt: 6 })], pool: { inUse: 0, size: 2 }, workersReplaced: 0, outbox: null };
    expect(workWorthShowing(quiet)).toBe(false);
    expect(workWorthShowing({ ...quiet, workersReplaced: 1 })).toBe(true);
    expect(workWorthShowing({ ...quiet, calls: [call({ abortedAt: 1000, endedAt: 1000 })] })).toBe(true);
    expect(describeWork(call({ abortedAt: 1000, endedAt: 1000 })), "before the verdict").toMatch(/still working/);
  });
});
