import type { ReactNode } from "react";
import { describeRetryHint as retryText } from "@/lib/envelope/retry-hint";
import type { StepReport } from "@/lib/envelope/run-report";
import type { ToolResult } from "@/lib/envelope/tool-result";
import { JsonBlock } from "./json-block";
import { ModelViewPanel } from "./model-view-panel";
import { NoCallYet, ResultSection } from "./result-section";
import { StatusBadge } from "./status-badge";

/** What the naive layer did with the same call: returned a value, or let an error escape. */
export type RaisingOutcome =
  | { kind: "returned"; output: unknown }
  | { kind: "threw"; className: string; message: string };

/** One finished run of the lesson's layer, with the sentences the engine wrote for it. */
export interface LessonOutcome {
  kind: "lesson";
  /** The call's id, as the trace and the model-facing formats carry it. */
  callId: string;
  result: ToolResult;
  report: StepReport;
  reply: string;
  explanation: string;
  raising?: RaisingOutcome;
}

/** One finished run of the student's kata layer: its envelope, but no step (its lines are unknown). */
export interface KataOutcome {
  kind: "kata";
  callId: string;
  result: ToolResult;
  durationMs: number;
  reply: string;
  raising?: RaisingOutcome;
}

export type Outcome = LessonOutcome | KataOutcome;

/** The envelope of the last run: badge, timing, the deciding step, the user's reply, the JSON. */
export function ResultPanel({ id, outcome, problem }: { id: string; outcome: Outcome | null; problem: ReactNode }) {
  return (
    <ResultSection id={id}>
      {problem ? (
        <p role="alert" className="mt-2 text-sm">
          <span aria-hidden="true">⚠ </span>
          {problem}
        </p>
      ) : outcome === null ? (
        <NoCallYet />
      ) : (
        <div className={`mt-2 grid gap-3 ${outcome.raising ? "md:grid-cols-2" : ""}`}>
          <div className="min-w-0" data-testid="envelope-result">
            {outcome.raising && <h4 className="text-sm font-semibold">With the envelope</h4>}
            <p className="flex flex-wrap items-center gap-3">
              <StatusBadge status={outcome.result.status} />
              <span className="text-sm text-muted" data-testid="duration">
                {Math.round(outcome.kind === "lesson" ? outcome.report.durationMs : outcome.durationMs)} ms
              </span>
            </p>
            {outcome.kind === "lesson" ? (
              <p className="mt-2 text-sm">
                Decided at step <code className="font-mono">{outcome.report.step}</code> (lines{" "}
                {outcome.report.lines.start}–{outcome.report.lines.end} of tools-layer.ts). {outcome.explanation}
              </p>
            ) : (
              <p className="mt-2 text-sm" data-testid="own-layer">
                Decided by your layer, the draft from the kata. Compare the status with what the lesson's layer gives
                for the same call.
              </p>
            )}
            <p className="mt-2 text-sm">
              <span className="font-semibold">The user reads:</span> “{outcome.reply}”
            </p>
            {"retry" in outcome.result && outcome.result.retry && (
              <p className="mt-2 text-sm" data-testid="retry-hint">
                <span className="font-semibold">The tool's retry hint:</span> {retryText(outcome.result.retry)}
                {outcome.result.retry.reason && ` (${outcome.result.retry.reason})`}, which the retry loop reads instead
                of the error text.
              </p>
            )}
            <JsonBlock label="The envelope as JSON" value={outcome.result} data-testid="result-json" />
            {outcome.kind === "lesson" && (
              <ModelViewPanel result={outcome.result} step={outcome.report.step} callId={outcome.callId} />
            )}
          </div>
          {outcome.raising && (
            <div className="min-w-0" data-testid="raising-result">
              <h4 className="text-sm font-semibold">Without the envelope</h4>
              {outcome.raising.kind === "threw" ? (
                <div className="mt-1 rounded-md border border-[var(--pitfall)] bg-[var(--pitfall-bg)] p-2 text-sm">
                  <p className="font-semibold">
                    <span aria-hidden="true">💥 </span>Uncaught{" "}
                    <code className="font-mono">{outcome.raising.className}</code>
                  </p>
                  <p className="mt-1 break-words font-mono">{outcome.raising.message}</p>
                  <p className="mt-1">
                    The naive orchestrator crashes here unless it has a catch clause for this class.
                  </p>
                </div>
              ) : (
                <div className="mt-1 text-sm">
                  <p>Returned a bare value (no status, nothing for the trace to read):</p>
                  <JsonBlock label="The bare value as JSON" value={outcome.raising.output ?? null} />
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </ResultSection>
  );
}
