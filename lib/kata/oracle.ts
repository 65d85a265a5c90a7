/**
 * The oracle: what a correct layer returns for each call of a case, computed on the host from
 * the case alone (never inside the engine, where the submission could reach it).
 */
import type { FailureCode } from "@/lib/envelope/failure-code";
import { checkStandInArgs, isKataToolName } from "./stand-in-args";
import type { Json, KataCall } from "./verdict";

/** What kind of call this is, which decides the envelope and which rule judges it. */
export type CallKind =
  | "unknown-tool"
  | "bad-args"
  | "ok"
  | "thrown"
  | "thrown-timeout-words"
  | "signal-timeout"
  | "deadline";

/** Words that make an error *sound* like a timeout; they must not decide the status. */
export const TIMEOUT_WORDS = /time ?out|timed out|deadline/i;

/** Shown where any non-empty message is right. */
export const ANY_MESSAGE = "<any message>";

export type ErrorRule = "exact" | "any";

/** The expected envelope of one call, and what the tool must have seen. */
export interface Expected {
  kind: CallKind;
  status: "ok" | "invalid_args" | "tool_error" | "timeout";
  tool: string;
  output?: Json;
  /** The exact message when `errorRule` is "exact". */
  error?: string;
  errorRule?: ErrorRule;
  toolCalls: 0 | 1;
  /** The cleaned arguments the tool must have received (when it was called). */
  receivedArgs?: Json;
}

/**
 * The failure code each kind of failure calls for, as the engine gives it (failure-code.ts).
 * A layer need not send a code, but one it sends must be this one: the lesson teaches the
 * field, so a student who copies it into the kata is graded on it, not refused for it.
 */
export const CODE_OF_KIND: Record<Exclude<CallKind, "ok">, FailureCode> = {
  "unknown-tool": "unknown_tool",
  "bad-args": "bad_arguments",
  // The stand-in tools throw plain errors, which say nothing the model could act on.
  thrown: "internal",
  "thrown-timeout-words": "internal",
  "signal-timeout": "deadline",
  deadline: "deadline",
};

/**
 * The expected envelope for `call` under a deadline of `timeoutMs` virtual ms. "Before the
 * deadline" is `afterMs < timeoutMs`: a tool that settles at the deadline's very instant is
 * late, as with callWithDeadline, whose timer is older than anything the tool schedules and
 * so fires first. The generators draw that instant on purpose (case-arbitraries.ts).
 */
export function expectedFor(call: KataCall, timeoutMs: number): Expected {
  const tool = call.tool;
  if (!isKataToolName(tool))
    return { kind: "unknown-tool", status: "invalid_args", tool, errorRule: "any", toolCalls: 0 };
  const checked = checkStandInArgs(tool, call.args);
  if (!checked.ok) {
    return { kind: "bad-args", status: "invalid_args", tool, error: checked.error, errorRule: "exact", toolCalls: 0 };
  }
  const called = { tool, toolCalls: 1 as const, receivedArgs: checked.args };
  const b = call.behaviour;
  const inTime = b.kind === "throw-now" || (b.kind !== "hang" && b.afterMs < timeoutMs);
  if (!inTime) return { ...called, kind: "deadline", status: "timeout", errorRule: "any" };
  switch (b.kind) {
    case "return":
      return { ...called, kind: "ok", status: "ok", output: b.output };
    case "signal-timeout":
      return { ...called, kind: "signal-timeout", status: "timeout", error: b.message, errorRule: "exact" };
    default: {
      const kind = TIMEOUT_WORDS.test(b.message) ? "thrown-timeout-words" : "thrown";
      return { ...called, kind, status: "tool_error", error: b.message, errorRule: "exact" };
    }
  }
}

/** The expected envelope as JSON, for a counterexample ("<any message>" where any text is fine). */
export function expectedEnvelope(expected: Expected): Json {
  const { status, tool } = expected;
  if (status === "ok") return { status, tool, output: expected.output ?? null };
  return { status, tool, error: expected.errorRule === "exact" ? (expected.error ?? "") : ANY_MESSAGE };
}
