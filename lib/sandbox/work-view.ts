/**
 * The sandbox's "After the deadline" panel as data and sentences: what became of the work
 * of each call in a Run once its deadline passed. Pure, so the wording is tested once.
 */
import type { StepId } from "@/lib/envelope/steps";
import { TOOLS_WITH_SIDE_EFFECTS } from "@/lib/envelope/tool-names";
import { type WorkRecord, workPastDeadlineMs } from "@/lib/envelope/work-watch";
import type { OutboxView } from "./outbox-view";

/** One call of a Run and its work (null when the tool never ran: refused before step 3). */
export interface CallWork {
  callId: string;
  tool: string;
  record: WorkRecord | null;
}

/** Everything the panel shows. */
export interface WorkView {
  calls: CallWork[];
  /** The Run's database pool right now. */
  pool: { inUse: number; size: number };
  /** SQL workers terminated (and replaced) during the Run: each one stopped a runaway query. */
  workersReplaced: number;
  /** What send_email sent during the Run; null when the Run did not call it. */
  outbox: OutboxView | null;
}

const REFUSED: ReadonlySet<StepId> = new Set(["unknown-tool", "validation"]);

/**
 * Pairs a Run's calls (sent one after another) with the layer's work records. A call the
 * layer refused never reached its tool and has no record; every other call has the next one.
 */
export function pairWork(
  calls: readonly { callId: string; step: StepId }[],
  records: readonly WorkRecord[],
): CallWork[] {
  let next = 0;
  return calls.map(({ callId, step }) => {
    const record = REFUSED.has(step) ? null : (records[next++] ?? null);
    return { callId, tool: record?.tool ?? "", record };
  });
}

/** One sentence about a call's work, or null when there is nothing to say (it was refused). */
export function describeWork({ callId, record }: CallWork): string | null {
  if (record === null) return null;
  if (record.abortedAt === null) {
    return record.endedAt === null ? `${callId}: still working.` : `${callId}: ended before its deadline.`;
  }
  // A tool with side effects may have done its work before the answer was late: the email
  // went out, only the reply missed the deadline. Stopping then undoes nothing.
  if (record.stoppedWithDeadline && TOOLS_WITH_SIDE_EFFECTS.has(record.tool))
    return `${callId}: the tool stopped at the deadline, but what it had already done stays done.`;
  if (record.stoppedWithDeadline) return `${callId}: the work stopped at the deadline.`;
  const past = workPastDeadlineMs(record);
  // Until the verdict is in (one task after the deadline), ended work is not yet called either way.
  if (past === null || record.stoppedWithDeadline === null) {
    return `${callId}: the deadline ended the wait, but the tool is still working.`;
  }
  return `${callId}: the tool kept working ${Math.round(past)} ms after its deadline.`;
}

/** The pool's line: what the Run's connections are doing now. */
export function describePool({ inUse, size }: WorkView["pool"]): string {
  return `Database connections in use: ${inUse} of ${size}.`;
}

/** The worker's line, when a runaway query was stopped by terminating its thread. */
export function describeWorkers(replaced: number): string | null {
  if (replaced === 0) return null;
  const times = replaced === 1 ? "" : ` (${replaced} times)`;
  return `The SQL worker was terminated at the deadline and a fresh one started${times}: the query stopped with its thread.`;
}

/** Whether the panel has anything to show: some work met its deadline, or a connection is still held. */
export function workWorthShowing(view: WorkView): boolean {
  return view.workersReplaced > 0 || view.pool.inUse > 0 || view.calls.some((call) => call.record?.abortedAt != null);
}
