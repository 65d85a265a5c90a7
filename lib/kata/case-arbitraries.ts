/**
 * fast-check arbitraries for kata cases. Timings are generated relative to the case's
 * deadline ("before it" as a fraction, "after it" as a margin), so a call meant to beat the
 * deadline still does after shrinking. The deadline's edges are drawn on purpose (the last
 * millisecond before it, its very instant, the millisecond after): a layer whose deadline
 * fires even one virtual millisecond late, or lets a tool that settles at its instant win,
 * passes every case that keeps clear of the edge.
 */
import fc from "fast-check";
import { anyArgs, badArgsTarget, unknownName, validTarget } from "./args-arbitraries";
import { TIMEOUT_WORDS } from "./oracle";
import type { Behaviour, Json, KataCall, KataCase } from "./verdict";

/**
 * When a timed behaviour settles: before the deadline (permille of it, or its last
 * millisecond) or not before it (ms past its instant; 0 is the instant itself, already late).
 */
type When = { before: true; permille: number } | { before: true; lastMs: true } | { before: false; pastMs: number };
type TimedSpec =
  | { kind: "return"; output: Json; when: When }
  | { kind: "throw" | "signal-timeout"; message: string; when: When };
type BehaviourSpec = TimedSpec | Exclude<Behaviour, { afterMs: number }>;
/** A call whose timing is not yet tied to a deadline. */
export type CallSpec = { tool: string; args: Json; behaviour: BehaviourSpec };

// The edges are a quarter and a third of the draws, so a property meets them within a
// corpus run's cases (grade.test.ts), and shrinking a late case ends at the instant itself.
const before: fc.Arbitrary<When> = fc.oneof(
  { weight: 3, arbitrary: fc.nat(999).map((permille): When => ({ before: true, permille })) },
  { weight: 1, arbitrary: fc.constant<When>({ before: true, lastMs: true }) },
);
const after: fc.Arbitrary<When> = fc
  .oneof({ weight: 2, arbitrary: fc.nat(5000) }, { weight: 1, arbitrary: fc.constantFrom(0, 1) })
  .map((pastMs) => ({ before: false, pastMs }));

const nonBlank = fc.string({ minLength: 1, maxLength: 16 }).filter((text) => text.trim() !== "");
const output: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.constant(null),
  nonBlank,
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("value", "rows", "temperature"), fc.oneof(fc.integer(), nonBlank), { maxKeys: 2 }),
);
/** Messages that do not sound like a timeout. */
export const plainMessage = fc.oneof(
  fc.constantFrom("connection refused", "division by zero", "city not found"),
  nonBlank.filter((text) => !TIMEOUT_WORDS.test(text)),
);
/** Messages that sound like a timeout although nothing timed out. */
export const timeoutWordsMessage = fc.oneof(
  fc.constantFrom("upstream timeout", "timed out waiting for the database", "deadline exceeded"),
  nonBlank.map((text) => `timeout: ${text}`),
);

export const inTimeReturn = fc.record({ kind: fc.constant("return" as const), output, when: before });
export const inTimeThrow = (message: fc.Arbitrary<string>): fc.Arbitrary<BehaviourSpec> =>
  fc.oneof(
    fc.record({ kind: fc.constant("throw" as const), message, when: before }),
    fc.record({ kind: fc.constant("throw-now" as const), message }),
  );
export const inTimeSignal = fc.record({
  kind: fc.constant("signal-timeout" as const),
  message: plainMessage,
  when: before,
});
export const late: fc.Arbitrary<BehaviourSpec> = fc.oneof(
  fc.record({
    kind: fc.constant("hang" as const),
    onAbort: fc.constantFrom("ignore" as const, "reject" as const),
    message: plainMessage,
  }),
  fc.record({ kind: fc.constant("return" as const), output, when: after }),
  fc.record({ kind: fc.constantFrom("throw" as const, "signal-timeout" as const), message: plainMessage, when: after }),
);
const anyBehaviour: fc.Arbitrary<BehaviourSpec> = fc.oneof(
  inTimeReturn,
  inTimeThrow(plainMessage),
  inTimeThrow(timeoutWordsMessage),
  inTimeSignal,
  late,
);

export const call = (
  target: fc.Arbitrary<{ tool: string; args: Json }>,
  behaviour: fc.Arbitrary<BehaviourSpec>,
): fc.Arbitrary<CallSpec> => fc.tuple(target, behaviour).map(([{ tool, args }, b]) => ({ tool, args, behaviour: b }));
export const unknownToolCall = call(fc.record({ tool: unknownName, args: anyArgs }), anyBehaviour);
export const badArgsCall = call(badArgsTarget, anyBehaviour);
const anyCall: fc.Arbitrary<CallSpec> = fc.oneof(
  { weight: 1, arbitrary: unknownToolCall },
  { weight: 1, arbitrary: badArgsCall },
  { weight: 4, arbitrary: call(validTarget, anyBehaviour) },
);

/** The layer's deadline in a generated case, in virtual ms. */
export const DEADLINE_RANGE = { min: 1, max: 3000 };
const deadline = fc.integer(DEADLINE_RANGE);

/** Ties a call's timing to the case's deadline. */
function realize(spec: CallSpec, timeoutMs: number): KataCall {
  const b = spec.behaviour;
  if (!("when" in b)) return { ...spec, behaviour: b };
  const when = b.when;
  const afterMs = !when.before
    ? timeoutMs + when.pastMs
    : "lastMs" in when
      ? timeoutMs - 1
      : Math.floor((when.permille * timeoutMs) / 1000);
  const behaviour: Behaviour =
    b.kind === "return" ? { kind: b.kind, output: b.output, afterMs } : { kind: b.kind, message: b.message, afterMs };
  return { tool: spec.tool, args: spec.args, behaviour };
}

/** Cases that end with `focus`, after up to two other calls (shrinking drops them when it can). */
export function caseEndingWith(focus: fc.Arbitrary<CallSpec>): fc.Arbitrary<KataCase> {
  return fc.tuple(deadline, fc.array(anyCall, { maxLength: 2 }), focus).map(([timeoutMs, others, last]) => ({
    timeoutMs,
    calls: [...others, last].map((spec) => realize(spec, timeoutMs)),
  }));
}

/** Cases of one to five calls of every kind, for the properties over everything. */
export const mixedCase: fc.Arbitrary<KataCase> = fc
  .tuple(deadline, fc.array(anyCall, { minLength: 1, maxLength: 5 }))
  .map(([timeoutMs, calls]) => ({ timeoutMs, calls: calls.map((spec) => realize(spec, timeoutMs)) }));
