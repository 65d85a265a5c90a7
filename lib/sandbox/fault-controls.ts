/**
 * The fault controls' form state per tool, and its translation to and from the engine's
 * FaultPlan. Kept apart from React so the mapping is tested once.
 */
import type { Fault, FaultPlan, SteadyFault } from "@/lib/envelope";
import { TOOL_NAMES, type ToolName } from "@/lib/envelope";

export type FaultKind = "none" | SteadyFault["kind"];

/**
 * What one tool's fault controls hold: only values their checks accepted. What the student
 * is still typing (or typed wrong) stays in the form's text, never clamped into these.
 */
export interface FaultControl {
  kind: FaultKind;
  /**
   * For slow: how long the tool waits before working; for slow_query and ignores_signal: how
   * long the query works; for late_reply: how late the answer comes after the work is done.
   */
  ms: number;
  /** For throw: the message; empty means the engine's default message. */
  message: string;
  flaky: boolean;
  /** Probability of the fault on each call when flaky. */
  p: number;
}

export type FaultControls = Record<ToolName, FaultControl>;

export const NO_FAULT: FaultControl = { kind: "none", ms: 3000, message: "", flaky: false, p: 0.5 };

/** The kinds each tool can act out, in menu order. */
export function faultKindsFor(tool: ToolName): FaultKind[] {
  const database: FaultKind[] = ["pool_exhausted", "slow_query", "ignores_signal"];
  const extra: Record<ToolName, FaultKind[]> = {
    calculator: [],
    weather: ["outage"],
    database,
    send_email: ["late_reply"],
  };
  return ["none", "throw", "hang", "slow", ...extra[tool]];
}

/** The kinds that take a number of ms. */
const TIMED_KINDS = new Set<FaultKind>(["slow", "slow_query", "ignores_signal", "late_reply"]);

/** Which of a fault's numbers are in play; a wrong value in one of these holds up Run. */
export function faultNumbersInPlay(control: FaultControl): { ms: boolean; p: boolean } {
  return { ms: TIMED_KINDS.has(control.kind), p: control.kind !== "none" && control.flaky };
}

function steady(control: FaultControl): SteadyFault | undefined {
  switch (control.kind) {
    case "none":
      return undefined;
    case "throw":
      return control.message.trim() ? { kind: "throw", message: control.message.trim() } : { kind: "throw" };
    case "slow":
    case "slow_query":
    case "ignores_signal":
    case "late_reply":
      return { kind: control.kind, ms: Math.round(control.ms) };
    default:
      return { kind: control.kind };
  }
}

/** The FaultPlan the controls describe; tools set to "none" are left out. */
export function controlsToPlan(controls: FaultControls): FaultPlan {
  const plan: Record<string, Fault> = {};
  for (const tool of TOOL_NAMES) {
    const control = controls[tool];
    const fault = steady(control);
    if (fault) plan[tool] = control.flaky ? { kind: "flaky", p: control.p, fault } : fault;
  }
  return plan as FaultPlan;
}

/** The controls that show `plan` (the inverse of controlsToPlan). */
export function planToControls(plan: FaultPlan): FaultControls {
  const toControl = (fault: Fault | undefined): FaultControl => {
    if (!fault) return { ...NO_FAULT };
    const flaky = fault.kind === "flaky";
    const inner = fault.kind === "flaky" ? fault.fault : fault;
    return {
      kind: inner.kind,
      ms: "ms" in inner ? inner.ms : NO_FAULT.ms,
      message: inner.kind === "throw" ? (inner.message ?? "") : "",
      flaky,
      p: fault.kind === "flaky" ? fault.p : NO_FAULT.p,
    };
  };
  const byTool = plan as Record<string, Fault | undefined>;
  return {
    calculator: toControl(byTool.calculator),
    weather: toControl(byTool.weather),
    database: toControl(byTool.database),
    send_email: toControl(byTool.send_email),
  };
}
