/**
 * What became of each call's work, seen from outside the tool. A deadline ends the
 * caller's wait; it does not end the tool's work. This watch records, per call, when its
 * signal aborted and when the tool's own promise settled, so a page can show work that
 * went on after the deadline (a tool that ignored its signal) next to work that stopped
 * with it (a tool that listened, or a worker that was terminated).
 */
import type { Tool } from "./tools-layer";

/** One call's work. Times are by the layer's clock. */
export interface WorkRecord {
  tool: string;
  startedAt: number;
  /** When the call's signal aborted (its deadline), or null if it never did. */
  abortedAt: number | null;
  /** When the tool's own promise settled, or null while the tool is still working. */
  endedAt: number | null;
  /**
   * Whether the work had ended by the first task after its deadline: true when it stopped
   * with the deadline (the tool listened, or its worker was terminated), false when it went
   * on; null until that task has run, or without a deadline.
   */
  stoppedWithDeadline: boolean | null;
}

/** The records of one layer's calls, in the order the tools were called. */
export interface WorkWatch {
  /** A copy of every record so far. */
  records(): WorkRecord[];
  /** Calls `listener` whenever a record starts, is aborted or ends; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Runs `callback` in a task of its own, after the microtasks the current one queued: a
 * MessageChannel message, which neither fake timers nor a virtual clock hold back.
 */
function afterThisTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** How long `record`'s work ran past its deadline: null without a deadline, or while it still runs. */
export function workPastDeadlineMs(record: WorkRecord): number | null {
  if (record.abortedAt === null || record.endedAt === null) return null;
  return Math.max(0, record.endedAt - record.abortedAt);
}

/**
 * Wraps each tool so its calls are recorded. The wrapped tool behaves exactly as the
 * original: same promise, same synchronous throw.
 */
export function watchWork(tools: readonly Tool[], now: () => number): { tools: Tool[]; watch: WorkWatch } {
  const records: WorkRecord[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const watched = tools.map(
    (tool): Tool => ({
      ...tool,
      run(args, ctx) {
        const record: WorkRecord = {
          tool: tool.name,
          startedAt: now(),
          abortedAt: null,
          endedAt: null,
          stoppedWithDeadline: null,
        };
        records.push(record);
        const end = () => {
          record.endedAt = now();
          changed();
        };
        // NOTE: work that stops with its deadline settles in the microtasks of the deadline's
        // task, however long that task takes (terminating and replacing the SQL worker is
        // slow on a busy machine), so the verdict is read in the next task, not from a
        // number of milliseconds. The time is read once the abort's listeners have run.
        const aborted = () => {
          record.abortedAt = now();
          changed();
        };
        const verdict = () => {
          record.stoppedWithDeadline = record.endedAt !== null;
          changed();
        };
        ctx.signal.addEventListener(
          "abort",
          () => {
            queueMicrotask(aborted);
            afterThisTask(verdict);
          },
          { once: true },
        );
        changed();
        let work: Promise<unknown>;
        try {
          work = tool.run(args, ctx);
        } catch (thrown) {
          end();
          throw thrown;
        }
        Promise.resolve(work).then(end, end);
        return work;
      },
    }),
  );
  return {
    tools: watched,
    watch: {
      records: () => records.map((record) => ({ ...record })),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
