/**
 * The rules a ToolsLayer is graded on (ids and order in verdict.ts): which calls each rule
 * judges, on which aspects, its fixed examples, the arbitrary its property draws cases from,
 * and how its problems are said in plain words.
 */
import fc from "fast-check";
import { validTarget } from "./args-arbitraries";
import {
  badArgsCall,
  call,
  caseEndingWith,
  inTimeReturn,
  inTimeSignal,
  inTimeThrow,
  late,
  mixedCase,
  plainMessage,
  timeoutWordsMessage,
  unknownToolCall,
} from "./case-arbitraries";
import type { Aspect, MismatchCode } from "./compare";
import type { CallKind } from "./oracle";
import { RULE_EXAMPLES } from "./rule-examples";
import type { KataCase, KataRuleId } from "./verdict";
import { KATA_RULE_IDS } from "./verdict";

export interface KataRule {
  id: KataRuleId;
  /** The kinds of call this rule judges, each on its aspects; the others in a case are only context. */
  judges: Partial<Record<CallKind, readonly Aspect[]>>;
  /** Judges only calls that resolved to an object: whether anything escaped is another rule's question. */
  resolvedOnly?: boolean;
  examples: readonly KataCase[];
  arbitrary: fc.Arbitrary<KataCase>;
  /** This rule's own wording for each problem it reports (no two rules share a sentence). */
  problems: Partial<Record<MismatchCode, string>>;
}

/** The kinds of call whose tool a correct layer calls. */
const CALLED_KINDS = ["ok", "thrown", "thrown-timeout-words", "signal-timeout", "deadline"] as const;
const ALL_KINDS: readonly CallKind[] = ["unknown-tool", "bad-args", ...CALLED_KINDS];
/** `aspects` for each of `kinds`. */
const each = (kinds: readonly CallKind[], aspects: readonly Aspect[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, aspects])) as Partial<Record<CallKind, readonly Aspect[]>>;

/**
 * What went wrong, in the learner's words; rules override where they can say why. A rule's
 * `problems` are its own words, next to its hint: every problem a classic bug makes a rule
 * report is one of them (rules.test.ts), so the Problem line and the Hint speak of one rule.
 */
const PROBLEMS: Record<MismatchCode, string> = {
  escaped: "run threw or rejected instead of resolving to an envelope",
  "never-settled": "run never settled: nothing was left to end the call",
  "not-an-object": "run resolved to something that is not an envelope object",
  status: "the envelope has the wrong status",
  tool: "the envelope does not name the tool that was asked for",
  fields: "the envelope has missing or extra fields",
  code: "the code is not the one this failure calls for: unknown_tool, bad_arguments, deadline, or internal for what the tool threw",
  "error-text": "the error message is not the one the failure carried",
  "error-empty": "the error message is missing or empty",
  output: "the output is not what the tool returned",
  "tool-called": "the tool ran although the call should have stopped before it",
  "tool-not-called": "the tool was never called",
  "tool-called-twice": "the tool was called more than once for one call",
  args: "the tool was given the raw arguments, not the checked ones",
  "not-an-envelope": "the result is not a complete envelope (status, tool, and output or a non-empty error)",
};

const RULES_BY_ID: Record<KataRuleId, Omit<KataRule, "id" | "examples">> = {
  "unknown-tool": {
    judges: { "unknown-tool": ["status", "tool", "error", "tool-calls"] },
    arbitrary: caseEndingWith(unknownToolCall),
    problems: {
      status: "an unknown tool must give invalid_args",
      escaped: "an unknown tool made run throw",
      "error-empty": "an unknown tool's invalid_args needs an error that says what is wrong",
    },
  },
  // Whether the tool gets only checked arguments is this rule's question on every call that
  // reaches it (its hint says "hand the tool the checked arguments"), so a layer that passes
  // the raw ones on is told so here, next to that hint, and not under ok-output.
  "bad-args": {
    judges: { "bad-args": ["status", "tool", "error", "tool-calls"], ...each(CALLED_KINDS, ["received-args"]) },
    arbitrary: caseEndingWith(fc.oneof(badArgsCall, call(validTarget, inTimeReturn))),
    problems: {
      "tool-called": "the tool ran although its arguments were invalid",
      status: "bad arguments must give invalid_args",
      "error-text": "the error is not the message the argument check gave",
      args: PROBLEMS.args,
    },
  },
  "ok-output": {
    judges: { ok: ["status", "tool", "output", "tool-calls"] },
    arbitrary: caseEndingWith(call(validTarget, inTimeReturn)),
    problems: {
      output: "the envelope's output is not exactly what the tool returned",
      "tool-called-twice":
        "the tool was called more than once for one call: the envelope carries what the one call returned",
    },
  },
  "thrown-error": {
    judges: { thrown: ["status", "tool", "error", "tool-calls"] },
    arbitrary: caseEndingWith(call(validTarget, inTimeThrow(plainMessage))),
    problems: {
      status: "a tool that throws must give tool_error",
      "error-text": "the error is not the tool's message",
      escaped: "what the tool threw escaped run instead of being caught into a tool_error",
      "tool-called-twice": "the tool was called more than once for one call: catch what the one call throws",
    },
  },
  deadline: {
    judges: { deadline: ["status", "tool", "error", "tool-calls"] },
    arbitrary: caseEndingWith(call(validTarget, late)),
    problems: {
      // "Not done before" rather than "outlives": a tool that settles at the deadline's very instant is late too.
      status: "a call not done before its deadline must give timeout, whatever its error says",
      "never-settled": "the call waited for ever: nothing cut it off at the deadline",
      "tool-called-twice":
        "the tool was called more than once for one call: a missed deadline is a timeout, not a retry",
    },
  },
  "timeout-words": {
    judges: each(["thrown-timeout-words", "signal-timeout"], ["status", "tool", "error", "tool-calls"]),
    arbitrary: caseEndingWith(call(validTarget, fc.oneof(inTimeThrow(timeoutWordsMessage), inTimeSignal))),
    problems: {
      status: "the status was decided by the words of the message, not by the kind of failure",
      "error-text": "the error is not the failure's own message",
      escaped: "a failure escaped run: it needs an envelope whose status says what kind of failure it was",
      "tool-called-twice": "the tool was called more than once for one call: decide by the kind of the one failure",
    },
  },
  "exact-fields": {
    judges: each(ALL_KINDS, ["fields"]),
    resolvedOnly: true,
    arbitrary: mixedCase,
    problems: { fields: PROBLEMS.fields, code: PROBLEMS.code },
  },
  "nothing-escapes": {
    judges: each(ALL_KINDS, ["envelope"]),
    arbitrary: mixedCase,
    problems: {
      escaped: PROBLEMS.escaped,
      "never-settled": PROBLEMS["never-settled"],
      "not-an-object": PROBLEMS["not-an-object"],
      "not-an-envelope": PROBLEMS["not-an-envelope"],
    },
  },
};

/** Every rule, in the order they are checked and shown. */
export const KATA_RULES: readonly KataRule[] = KATA_RULE_IDS.map((id) => ({
  id,
  ...RULES_BY_ID[id],
  examples: RULE_EXAMPLES[id],
}));

/** The plain-words problem for `code` under `rule`. */
export function problemText(rule: KataRule, code: MismatchCode): string {
  return rule.problems[code] ?? PROBLEMS[code];
}
