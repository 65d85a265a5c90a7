/**
 * A fast-check arbitrary for fault plans, mirroring FaultPlanSchema (each generated plan
 * is also checked against the schema in the tests, so the two cannot drift apart).
 */
import fc from "fast-check";
import type { FaultPlan, SteadyFault } from "./faults";

const steady = (extra: SteadyFault[]): fc.Arbitrary<SteadyFault> =>
  fc.oneof(
    fc.record({ kind: fc.constant("throw" as const) }),
    fc.record({
      kind: fc.constant("throw" as const),
      message: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).filter((s) => s.length <= 200),
    }),
    fc.constant<SteadyFault>({ kind: "hang" }),
    fc.record({ kind: fc.constant("slow" as const), ms: fc.integer({ min: 0, max: 60_000 }) }),
    ...extra.map((fault) => fc.constant(fault)),
  );

const faultOf = (extra: SteadyFault[]) =>
  fc.oneof(
    steady(extra),
    fc.record({
      kind: fc.constant("flaky" as const),
      p: fc.double({ min: 0, max: 1, noNaN: true }),
      fault: steady(extra),
    }),
  );

/** Any valid fault plan. */
export const faultPlanArbitrary: fc.Arbitrary<FaultPlan> = fc.record(
  {
    calculator: faultOf([]),
    weather: faultOf([{ kind: "outage" }]),
    database: faultOf([{ kind: "pool_exhausted" }]),
    send_email: faultOf([
      { kind: "late_reply", ms: 3000 },
      { kind: "late_reply", ms: 0 },
    ]),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<FaultPlan>;
