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
  /** The kinds of call this rule judges; the others in a case are only context. */
  judges: readonly CallKind[];
  aspects: readonly Aspect[];
  /** Judges only calls that resolved to an object: whether anything escaped is another rule's question. */
  resolvedOnly?: boolean;
  examples: readonly KataCase[];
  arbitrary: fc.Arbitrary<KataCase>;
  /** This rule's wording for a problem, where it says more than the general one. */
  problems: Partial<Record<MismatchCode, string>>;
}

const ALL_KINDS: readonly CallKind[] = [
  "unknown-tool",
  "bad-args",
  "ok",
  "thrown",
  "thrown-timeout-words",
  "signal-timeout",
  "deadline",
];

/** What went wrong, in the learner's words; rules override where they can say why. */
const PROBLEMS: Record<MismatchCode, string> = {
  escaped: "run threw or rejected instead of resolving to an envelope",
  "never-settled": "run never settled: nothing was left to end the call",
  "not-an-object": "run resolved to something that is not an envelope object",
  status: "the envelope has the wrong status",
  tool: "the envelope does not name the tool that was asked for",
  fields: "the envelope has missing or extra fields",
  "error-text": "the error message is not the one the failure carried",
  "error-empty": "the error message is missing or empty",
  output: "the output is not what the tool returned",
  "tool-called": "the tool ran although the call should have stopped before it",
  "tool-not-called": "the tool was never called",
  "tool-called-twice": "the tool was called more than once for one call",
  args: "the tool received the raw arguments instead of the validated ones",
  "not-an-envelope": "the result is not a complete envelope (status, tool, and output or a non-empty error)",
};

const RULES_BY_ID: Record<KataRuleId, Omit<KataRule, "id" | "examples">> = {
  "unknown-tool": {
    judges: ["unknown-tool"],
    aspects: ["status", "tool", "error", "tool-calls"],
    arbitrary: caseEndingWith(unknownToolCall),
    problems: { status: "an unknown tool must give invalid_args", escaped: "an unknown tool made run throw" },
  },
  "bad-args": {
    judges: ["bad-args"],
    aspects: ["status", "tool", "error", "tool-calls"],
    arbitrary: caseEndingWith(badArgsCall),
    problems: {
      "tool-called": "the tool ran although its arguments were invalid",
      "error-text": "the error is not the message the argument check gave",
    },
  },
  "ok-output": {
    judges: ["ok"],
    aspects: ["status", "tool", "output", "tool-calls", "received-args"],
    arbitrary: caseEndingWith(call(validTarget, inTimeReturn)),
    problems: {},
  },
  "thrown-error": {
    judges: ["thrown"],
    aspects: ["status", "tool", "error", "tool-calls"],
    arbitrary: caseEndingWith(call(validTarget, inTimeThrow(plainMessage))),
    problems: {
      status: "a tool that throws must give tool_error",
      "error-text": "the error is not the tool's message",
    },
  },
  deadline: {
    judges: ["deadline"],
    aspects: ["status", "tool", "error", "tool-calls"],
    arbitrary: caseEndingWith(call(validTarget, late)),
    problems: {
      status: "a call that outlives its deadline must give timeout, whatever its error says",
      "never-settled": "the call waited for ever: nothing cut it off at the deadline",
    },
  },
  "timeout-words": {
    judges: ["thrown-timeout-words", "signal-timeout"],
    aspects: ["status", "tool", "error", "tool-calls"],
    arbitrary: caseEndingWith(call(validTarget, fc.oneof(inTimeThrow(timeoutWordsMessage), inTimeSignal))),
    problems: {
      status: "the status was decided by the words of the message, not by the kind of failure",
      "error-text": "the error is not the failure's own message",
    },
  },
  "exact-fields": {
    judges: ALL_KINDS,
    aspects: ["fields"],
    resolvedOnly: true,
    arbitrary: mixedCase,
    problems: {},
  },
  "nothing-escapes": {
    judges: ALL_KINDS,
    aspects: ["envelope"],
    arbitrary: mixedCase,
    problems: {},
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
