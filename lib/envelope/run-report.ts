/**
 * The report that travels with an envelope: which step decided it, where that step's
 * code is, and how long the call took. Read by the sandbox to highlight lines.
 */
import type { LineRange } from "./provenance";
import { STEP_LINES } from "./step-lines.generated";
import type { StepId } from "./steps";
import type { ToolResult } from "./tool-result";

/** A step's verdict: the envelope and the step that produced it. */
export interface Decision {
  step: StepId;
  result: ToolResult;
}

/** How a call was decided, for the lesson and the trace. */
export interface StepReport {
  /** The step that produced the envelope. */
  step: StepId;
  /** That step's lines in tools-layer.ts (1-based, inclusive, marker comments excluded). */
  lines: LineRange;
  /** Time from the call to the envelope, by the layer's clock. */
  durationMs: number;
  /** When the call began, by the layer's clock (epoch ms with the default clock). */
  startedAt: number;
}

/** What `runWithReport` resolves to; `result` is exactly what `run` would give. */
export interface RunWithReport {
  result: ToolResult;
  report: StepReport;
}

/** Epoch milliseconds with sub-millisecond precision, in Node and in browsers. */
export const defaultNow = (): number => performance.timeOrigin + performance.now();

/** Times `decide` with `now` and attaches the deciding step's lines. */
export async function measure(now: () => number, decide: () => Promise<Decision>): Promise<RunWithReport> {
  const startedAt = now();
  const { step, result } = await decide();
  const report = { step, lines: { ...STEP_LINES[step] }, durationMs: now() - startedAt, startedAt };
  return { result, report };
}
