/**
 * Fault injection: a serialisable plan that makes tools misbehave on purpose, so the
 * lesson can show every status on demand. Flaky faults roll seeded dice, so a run with
 * the same seed and the same calls replays exactly.
 */
import { z } from "zod";
import { sleep } from "./deadline";
import { rangeCheck } from "./number-range";
import { numberIn } from "./range-schema";
import type { Tool } from "./tools-layer";

/** The error an injected `throw` fault raises (an ordinary error, so: tool_error). */
export class InjectedFault extends Error {
  override name = "InjectedFault";
}

/** How long a `slow` fault may hold a call: a minute is past every deadline the sandbox allows. */
export const checkSlowMs = rangeCheck({ min: 0, max: 60_000, whole: true, unit: "ms" });
/** The chance that a flaky fault fires on a call (the chaos run uses the same bound). */
export const checkProbability = rangeCheck({ min: 0, max: 1, whole: false });
/** The longest message a `throw` fault may carry, so a shared link stays short. */
export const MAX_FAULT_MESSAGE_LENGTH = 200;

// NOTE: lone surrogates are refused so every message survives the URL codec unchanged.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const Throw = z
  .object({
    kind: z.literal("throw"),
    message: z
      .string()
      .min(1)
      .max(MAX_FAULT_MESSAGE_LENGTH)
      .refine((text) => !LONE_SURROGATE.test(text), "malformed text")
      .optional(),
  })
  .strict();
const Hang = z.object({ kind: z.literal("hang") }).strict();
const Slow = z.object({ kind: z.literal("slow"), ms: numberIn(checkSlowMs, "ms") }).strict();
const Outage = z.object({ kind: z.literal("outage") }).strict();
const PoolExhausted = z.object({ kind: z.literal("pool_exhausted") }).strict();
const SlowQuery = z.object({ kind: z.literal("slow_query"), ms: numberIn(checkSlowMs, "ms") }).strict();
const IgnoresSignal = z.object({ kind: z.literal("ignores_signal"), ms: numberIn(checkSlowMs, "ms") }).strict();
const LateReply = z.object({ kind: z.literal("late_reply"), ms: numberIn(checkSlowMs, "ms") }).strict();
const probability = numberIn(checkProbability, "p");
const flaky = <F extends z.ZodType>(fault: F) => z.object({ kind: z.literal("flaky"), p: probability, fault }).strict();

const kinds = (extra: string, orFlaky = true) => ({
  error: `the fault kinds here are throw, hang, slow${extra}${orFlaky ? " and flaky" : ""}`,
});
const CalculatorSteady = z.discriminatedUnion("kind", [Throw, Hang, Slow], kinds("", false));
const WeatherSteady = z.discriminatedUnion("kind", [Throw, Hang, Slow, Outage], kinds(", outage", false));
const DATABASE_KINDS = ", pool_exhausted, slow_query, ignores_signal";
const DatabaseSteady = z.discriminatedUnion(
  "kind",
  [Throw, Hang, Slow, PoolExhausted, SlowQuery, IgnoresSignal],
  kinds(DATABASE_KINDS, false),
);
const SendEmailSteady = z.discriminatedUnion("kind", [Throw, Hang, Slow, LateReply], kinds(", late_reply", false));

/**
 * Which tool misbehaves and how. `outage` exists only for weather, and `pool_exhausted`,
 * `slow_query` and `ignores_signal` only for database, because only those tools can act
 * them out (the last two hold a pool connection while they work); `late_reply` only for
 * send_email, the one tool whose work is a side effect that a late answer hides.
 */
export const FaultPlanSchema = z
  .object({
    calculator: z.discriminatedUnion("kind", [Throw, Hang, Slow, flaky(CalculatorSteady)], kinds("")).optional(),
    weather: z
      .discriminatedUnion("kind", [Throw, Hang, Slow, Outage, flaky(WeatherSteady)], kinds(", outage"))
      .optional(),
    database: z
      .discriminatedUnion(
        "kind",
        [Throw, Hang, Slow, PoolExhausted, SlowQuery, IgnoresSignal, flaky(DatabaseSteady)],
        kinds(DATABASE_KINDS),
      )
      .optional(),
    send_email: z
      .discriminatedUnion("kind", [Throw, Hang, Slow, LateReply, flaky(SendEmailSteady)], kinds(", late_reply"))
      .optional(),
  })
  .strict();

/** A fault plan: at most one fault per built-in tool. */
export type FaultPlan = z.infer<typeof FaultPlanSchema>;

/** A fault that happens on every call. */
export type SteadyFault =
  | { kind: "throw"; message?: string }
  | { kind: "hang" }
  | { kind: "slow"; ms: number }
  | { kind: "outage" }
  | { kind: "pool_exhausted" }
  /** The query takes `ms` longer while holding its connection, and stops when its signal aborts. */
  | { kind: "slow_query"; ms: number }
  /** The same slow query, run by a tool that never looks at its signal: it works on past the deadline. */
  | { kind: "ignores_signal"; ms: number }
  /** The tool does its work (sends the email), then its answer takes `ms` longer: a timeout after the side effect. */
  | { kind: "late_reply"; ms: number };

/** Any fault: a steady one, or one that happens with probability `p` on each call. */
export type Fault = SteadyFault | { kind: "flaky"; p: number; fault: SteadyFault };

/**
 * Wraps `tool` so every call first meets `fault`. `random` is the seeded stream for this
 * tool's flaky dice: one draw per call, so the same calls replay the same way.
 */
export function withFault<A>(tool: Tool<A>, fault: Fault | undefined, random: () => number): Tool<A> {
  if (fault === undefined) return tool;
  return {
    ...tool,
    run(args, ctx) {
      const now = fault.kind === "flaky" ? (random() < fault.p ? fault.fault : undefined) : fault;
      if (now === undefined) return tool.run(args, ctx);
      switch (now.kind) {
        case "throw":
          return Promise.reject(new InjectedFault(now.message ?? `injected fault in ${tool.name}`));
        case "hang":
          return new Promise(() => {}); // never settles: only the layer's deadline ends the call
        case "slow":
          return sleep(now.ms, ctx.signal).then(() => tool.run(args, ctx));
        case "slow_query":
          return tool.run(args, { ...ctx, simulate: { queryMs: now.ms } });
        case "late_reply":
          // The work (and its side effect) is done before the wait; only the answer is late.
          return tool.run(args, ctx).then((output) => sleep(now.ms, ctx.signal).then(() => output));
        case "ignores_signal":
          // NOTE: a signal no deadline will abort, so the work runs its course on the
          // global timers (a chaos run's virtual clock would not reach it).
          return tool.run(args, { signal: new AbortController().signal, simulate: { queryMs: now.ms } });
        default:
          return tool.run(args, { ...ctx, simulate: now.kind }); // outage, pool_exhausted
      }
    },
  };
}
