import { describe, expect, it } from "vitest";
import type { FaultPlan } from "@/lib/envelope";
import { controlsToPlan, faultKindsFor, faultNumbersInPlay, NO_FAULT, planToControls } from "./fault-controls";

describe("fault controls", () => {
  it("round-trip a plan with steady and flaky faults", () => {
    const plan: FaultPlan = {
      calculator: { kind: "throw", message: "disk full" },
      weather: { kind: "flaky", p: 0.25, fault: { kind: "slow", ms: 2500 } },
      database: { kind: "pool_exhausted" },
    };
    expect(controlsToPlan(planToControls(plan))).toEqual(plan);
  });

  it("leave out tools set to none and use the default throw message when blank", () => {
    const controls = planToControls({});
    controls.weather = { ...NO_FAULT, kind: "throw", message: "  " };
    expect(controlsToPlan(controls)).toEqual({ weather: { kind: "throw" } });
  });

  it("offer outage only for weather and pool_exhausted only for database", () => {
    expect(faultKindsFor("calculator")).toEqual(["none", "throw", "hang", "slow"]);
    expect(faultKindsFor("weather")).toContain("outage");
    expect(faultKindsFor("database")).toContain("pool_exhausted");
    expect(faultKindsFor("database")).not.toContain("outage");
  });

  it("offer the database's slow queries with their work in ms, which round-trips through the plan", () => {
    expect(faultKindsFor("database")).toEqual(expect.arrayContaining(["slow_query", "ignores_signal"]));
    expect(faultKindsFor("weather")).not.toContain("ignores_signal");
    const plan = { database: { kind: "ignores_signal" as const, ms: 4000 } };
    expect(planToControls(plan).database).toMatchObject({ kind: "ignores_signal", ms: 4000 });
    expect(controlsToPlan(planToControls(plan))).toEqual(plan);
    expect(faultNumbersInPlay({ ...NO_FAULT, kind: "slow_query" })).toEqual({ ms: true, p: false });
  });
});

describe("faultNumbersInPlay", () => {
  it("counts the wait only for a slow fault and the probability only when the fault is flaky", () => {
    expect(faultNumbersInPlay({ ...NO_FAULT, kind: "slow" })).toEqual({ ms: true, p: false });
    expect(faultNumbersInPlay({ ...NO_FAULT, kind: "hang", flaky: true })).toEqual({ ms: false, p: true });
    expect(faultNumbersInPlay({ ...NO_FAULT, flaky: true })).toEqual({ ms: false, p: false });
  });
});
