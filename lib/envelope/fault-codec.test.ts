import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeFaultPlan, encodeFaultPlan } from "./fault-codec";
import { faultPlanArbitrary } from "./fault-plan.arbitrary";
import { type FaultPlan, FaultPlanSchema } from "./faults";

describe("encodeFaultPlan", () => {
  it("writes tools in a fixed order with readable faults", () => {
    const plan: FaultPlan = {
      database: { kind: "pool_exhausted" },
      weather: { kind: "slow", ms: 2500 },
      calculator: { kind: "flaky", p: 0.25, fault: { kind: "throw", message: "disk full!" } },
    };
    expect(encodeFaultPlan(plan)).toBe("calculator:throw.disk_full*21@0.25~weather:slow.2500~database:pool_exhausted");
  });

  it("writes an empty plan as an empty string", () => {
    expect(encodeFaultPlan({})).toBe("");
  });

  it("escapes _, ~, @, : and non-ASCII in messages so they cannot break the syntax", () => {
    expect(encodeFaultPlan({ weather: { kind: "throw", message: "a_b~c@d:é" } })).toBe(
      "weather:throw.a*5Fb*7Ec*40d*3A*C3*A9",
    );
  });
});

describe("decodeFaultPlan", () => {
  it.each([
    ["", {}],
    ["weather:hang", { weather: { kind: "hang" } }],
    ["database:throw@1", { database: { kind: "flaky", p: 1, fault: { kind: "throw" } } }],
    ["calculator:throw.bad_news*21", { calculator: { kind: "throw", message: "bad news!" } }],
    [
      "weather:outage@.5~calculator:slow.0",
      { weather: { kind: "flaky", p: 0.5, fault: { kind: "outage" } }, calculator: { kind: "slow", ms: 0 } },
    ],
    ["database:ignores_signal.4000", { database: { kind: "ignores_signal", ms: 4000 } }],
    ["database:slow_query.4000@0.5", { database: { kind: "flaky", p: 0.5, fault: { kind: "slow_query", ms: 4000 } } }],
    [
      "send_email:late_reply.3000@0.5",
      { send_email: { kind: "flaky", p: 0.5, fault: { kind: "late_reply", ms: 3000 } } },
    ],
  ])("reads %j", (text, plan) => {
    expect(decodeFaultPlan(text)).toEqual({ ok: true, plan });
  });

  it.each([
    [
      "weather:slo",
      'unknown fault "slo" at position 9; the faults are throw, hang, slow, outage, pool_exhausted, slow_query, ignores_signal, late_reply',
    ],
    ["database:ignores_signal", "ignores_signal at position 10 needs whole milliseconds, e.g. ignores_signal.2500"],
    [
      "weather:ignores_signal.3000",
      "weather.kind (entry at position 1): the fault kinds here are throw, hang, slow, outage and flaky",
    ],
    ["wether:hang", 'unknown tool "wether" at position 1; the tools are calculator, weather, database, send_email'],
    [
      "database:late_reply.3000",
      "database.kind (entry at position 1): the fault kinds here are throw, hang, slow, pool_exhausted, slow_query, ignores_signal and flaky",
    ],
    ["weather:hang~weather:outage", "weather appears twice (position 14)"],
    ["weather:hang~", 'empty entry at position 14 (a "~" too many?)'],
    ["weather", '"weather" at position 1 should look like tool:fault, e.g. weather:slow.2500'],
    ["weather:slow", "slow at position 9 needs whole milliseconds, e.g. slow.2500"],
    ["weather:slow.fast", "slow at position 9 needs whole milliseconds, e.g. slow.2500"],
    ["weather:hang.3", 'hang at position 9 takes no value (drop ".3")'],
    ["weather:throw.", '"throw." at position 9 needs a message after the dot'],
    ["weather:throw.a!b", '"!" at position 16 cannot appear in a message; write its UTF-8 bytes as *XX'],
    ["weather:throw.a*G1", '"*" at position 16 must be followed by two hex digits'],
    ["weather:throw.*FF", "the escapes in the message at position 15 are not valid UTF-8"],
    ["weather:outage@lots", '"@lots" at position 15 should be a probability like @0.25'],
    ["weather:outage@0.5@1", 'more than one "@" in the entry at position 1'],
    ["calculator:hang~weather:outage@2", "weather.p (entry at position 17): p must be a number from 0 to 1"],
    [
      "calculator:outage",
      "calculator.kind (entry at position 1): the fault kinds here are throw, hang, slow and flaky",
    ],
    ["database:slow.99999", "database.ms (entry at position 1): ms must be a whole number from 0 to 60000 ms"],
  ])("explains what is wrong with %j and where", (text, error) => {
    expect(decodeFaultPlan(text)).toEqual({ ok: false, error });
  });

  it("refuses non-strings and very long strings without throwing", () => {
    expect(decodeFaultPlan(42)).toEqual({ ok: false, error: "a fault plan must be a string" });
    expect(decodeFaultPlan("~".repeat(5000))).toEqual({ ok: false, error: "a fault plan is at most 2000 characters" });
  });

  it("returns a result and never throws for any string or value", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string({ unit: fc.constantFrom(..."weather:slow.25~@*_hang") }),
          fc.anything(),
        ),
        (input) => {
          const decoded = decodeFaultPlan(input);
          if (decoded.ok) expect(FaultPlanSchema.safeParse(decoded.plan).success).toBe(true);
          else expect(decoded.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads back exactly what it wrote, for any valid plan", () => {
    fc.assert(
      fc.property(faultPlanArbitrary, (plan) => {
        const text = encodeFaultPlan(plan);
        expect(text).toMatch(/^[A-Za-z0-9._*:~@-]*$/);
        expect(decodeFaultPlan(text)).toEqual({ ok: true, plan });
      }),
      { numRuns: 2000 },
    );
  });
});
