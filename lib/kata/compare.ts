/**
 * Compares what the layer did with one call to what the oracle expects, aspect by aspect.
 * Each rule asks only about its own aspects, so one bug fails the rule that explains it
 * rather than every rule at once.
 */
import type { CallReport } from "./engine";
import { CODE_OF_KIND, type Expected } from "./oracle";
import type { Json } from "./verdict";

/** What a rule can look at, in the order they are checked. */
export type Aspect = "status" | "tool" | "fields" | "error" | "output" | "tool-calls" | "received-args" | "envelope";

/** The first thing found wrong with a call. */
export type MismatchCode =
  | "escaped"
  | "never-settled"
  | "not-an-object"
  | "status"
  | "tool"
  | "fields"
  | "code"
  | "error-text"
  | "error-empty"
  | "output"
  | "tool-called"
  | "tool-not-called"
  | "tool-called-twice"
  | "args"
  | "not-an-envelope";

/** Mismatches on the tool's side: what the tool was given, which the envelope does not show. */
export const TOOL_SIDE: readonly MismatchCode[] = ["tool-called", "tool-not-called", "tool-called-twice", "args"];

/** The envelope's fields for each status (ToolResult in envelope-kata.d.ts). */
const ENVELOPE_FIELDS = {
  ok: ["output", "status", "tool"],
  invalid_args: ["error", "status", "tool"],
  tool_error: ["error", "status", "tool"],
  timeout: ["error", "status", "tool"],
} as const;
type Status = keyof typeof ENVELOPE_FIELDS;
const isStatus = (value: unknown): value is Status =>
  typeof value === "string" && Object.hasOwn(ENVELOPE_FIELDS, value);

/** Equality of JSON values (0 and -0 alike, as JSON makes them). */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
  );
}

/** A failure may also carry `code` (the lesson's machine word for it); ok never does. */
const hasFields = (value: Record<string, Json>, status: Status) => {
  const keys = Object.keys(value).filter((key) => status === "ok" || key !== "code");
  return sameJson(keys.sort(), [...ENVELOPE_FIELDS[status]]);
};
const isNonBlank = (value: Json | undefined) => typeof value === "string" && value.trim() !== "";

/** The first mismatch between `report` and `expected` on `aspects`, or undefined when none. */
export function compareCall(
  expected: Expected,
  report: CallReport,
  aspects: readonly Aspect[],
): MismatchCode | undefined {
  // A rule that asks only what the tool was given has no question about the envelope.
  if (aspects.length > 0 && aspects.every(isToolSide)) {
    for (const aspect of aspects) {
      const problem = checkTool(aspect, expected, report);
      if (problem) return problem;
    }
    return undefined;
  }
  const { outcome } = report;
  if (outcome.kind !== "resolved") return outcome.kind;
  const value = outcome.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not-an-object";
  for (const aspect of aspects) {
    const problem = isToolSide(aspect) ? checkTool(aspect, expected, report) : check(aspect, expected, value);
    if (problem) return problem;
  }
  return undefined;
}

type ToolAspect = "tool-calls" | "received-args";
const isToolSide = (aspect: Aspect): aspect is ToolAspect => aspect === "tool-calls" || aspect === "received-args";

function checkTool(aspect: ToolAspect, expected: Expected, report: CallReport): MismatchCode | undefined {
  if (aspect === "received-args") {
    // Only a tool that ran can have been given the wrong arguments.
    return report.toolCalls === 0 || sameJson(report.receivedArgs, expected.receivedArgs) ? undefined : "args";
  }
  if (report.toolCalls === expected.toolCalls) return undefined;
  if (expected.toolCalls === 0) return "tool-called";
  return report.toolCalls === 0 ? "tool-not-called" : "tool-called-twice";
}

function check(
  aspect: Exclude<Aspect, ToolAspect>,
  expected: Expected,
  value: Record<string, Json>,
): MismatchCode | undefined {
  switch (aspect) {
    case "status":
      return value.status === expected.status ? undefined : "status";
    case "tool":
      return value.tool === expected.tool ? undefined : "tool";
    case "fields": {
      if (!hasFields(value, isStatus(value.status) ? value.status : expected.status)) return "fields";
      // Only a code that is there is judged, and only beside the right status (a wrong status
      // is the status rules' finding): it must be the one this kind of failure calls for.
      if (!Object.hasOwn(value, "code") || expected.kind === "ok" || value.status !== expected.status) return undefined;
      return value.code === CODE_OF_KIND[expected.kind] ? undefined : "code";
    }
    case "error":
      if (expected.errorRule === "exact") return value.error === expected.error ? undefined : "error-text";
      return isNonBlank(value.error) ? undefined : "error-empty";
    case "output":
      return Object.hasOwn(value, "output") && sameJson(value.output, expected.output) ? undefined : "output";
    case "envelope": {
      const status = value.status;
      if (!isStatus(status) || typeof value.tool !== "string" || !hasFields(value, status)) return "not-an-envelope";
      return status === "ok" || isNonBlank(value.error) ? undefined : "not-an-envelope";
    }
  }
}
