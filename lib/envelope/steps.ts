/**
 * The five steps of the tools layer, as data: ids, the status each one decides, and a
 * sentence a learner can read when a call ends there.
 */
import type { ToolStatus } from "./tool-result";

/** The steps in the order the tools layer takes them. */
export const STEP_IDS = ["unknown-tool", "validation", "success", "timeout", "catch-all"] as const;

/** One of the five steps of the tools layer. */
export type StepId = (typeof STEP_IDS)[number];

/** Each step can end a call in exactly one way, so the step alone fixes the status. */
export const STEP_STATUS: Record<StepId, ToolStatus> = {
  "unknown-tool": "invalid_args",
  validation: "invalid_args",
  success: "ok",
  timeout: "timeout",
  "catch-all": "tool_error",
};

const EXPLANATIONS: Record<StepId, string> = {
  "unknown-tool": "No tool has that name, so the layer answered invalid_args before it looked at the arguments.",
  validation:
    "The arguments did not fit the tool's schema, so the layer answered invalid_args; the tool was never called.",
  success: "The tool finished and returned a value, so the status is ok and the value is in output.",
  timeout:
    "The call ran past its deadline and ended with a timeout signal, so the status is timeout. This check sits before the catch-all on purpose.",
  "catch-all":
    "The tool threw something that is not a timeout signal, so the catch-all turned it into tool_error and kept its message.",
};

/** A plain sentence saying why a call that ended at `step` got the status it got. */
export function explainStep(step: StepId): string {
  return EXPLANATIONS[step];
}

/** True for the five known step ids; use it on step ids read from outside (URLs, messages). */
export function isStepId(value: unknown): value is StepId {
  return typeof value === "string" && (STEP_IDS as readonly string[]).includes(value);
}
