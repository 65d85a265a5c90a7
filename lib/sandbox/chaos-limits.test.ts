import { describe, expect, it } from "vitest";
import { checkProbability } from "@/lib/envelope/faults";
import { CHAOS_DEFAULTS, checkChaosCalls, checkChaosDeadlineMs } from "./chaos-limits";

describe("chaos limits", () => {
  it("runs 10 to 10000 whole calls, refusing 50000 instead of running fewer", () => {
    expect([checkChaosCalls("10").ok, checkChaosCalls("10000").ok]).toEqual([true, true]);
    expect(checkChaosCalls("50000")).toEqual({ ok: false, problem: "must be a whole number from 10 to 10000" });
    expect(checkChaosCalls("9").ok).toBe(false);
  });

  it("gives each call a deadline of 50 to 5000 ms", () => {
    expect([checkChaosDeadlineMs("50").ok, checkChaosDeadlineMs("5000").ok]).toEqual([true, true]);
    expect(checkChaosDeadlineMs("5001")).toEqual({ ok: false, problem: "must be a whole number from 50 to 5000 ms" });
  });

  it("starts from defaults that its own checks accept", () => {
    expect(checkChaosCalls(CHAOS_DEFAULTS.calls).ok).toBe(true);
    expect(checkProbability(CHAOS_DEFAULTS.p).ok).toBe(true);
    expect(checkChaosDeadlineMs(CHAOS_DEFAULTS.deadlineMs).ok).toBe(true);
  });
});
