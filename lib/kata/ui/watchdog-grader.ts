/**
 * Grading in a dedicated worker, behind a watchdog. The page never runs the student's
 * code: a worker does, and reports progress as it goes (one message per few generated
 * cases). When the worker falls silent for the budget, the worker is terminated, which
 * stops any loop, however tight. Silence, not the total, is what counts: a slow phone
 * grading a correct layer keeps reporting, a loop inside one call never does. No React and no DOM here (the worker
 * is passed in), so the watchdog's rules are tested in Node.
 *
 * NOTE: every check gets a worker of its own. The realm engine runs the submission in
 * the worker's own realm, so a submission could patch that realm's globals and fake the
 * next check; a fresh worker makes each verdict depend on its own source only. A spare
 * is started after each check, so the next one does not wait for the grader to load.
 */

import type { SubmissionKind } from "@/lib/kata/submission-kinds";

/** The part of a Worker the watchdog uses; tests pass a fake. */
export type GraderWorker = {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type GradeRequest = { type: "grade"; source: string; grader?: SubmissionKind };

/** The message a grading worker sends while it is still working. */
export const PROGRESS_MESSAGE = { type: "progress" } as const;

/**
 * Progress too, sent just before the worker reads the source (strips its types), which it
 * cannot interrupt: silence from here to the next progress is the source's, not a loop's.
 */
export const READING_MESSAGE = { type: "progress", step: "reading" } as const;

const isProgress = (data: unknown) =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === PROGRESS_MESSAGE.type;
const isReading = (data: unknown) => isProgress(data) && (data as { step?: unknown }).step === READING_MESSAGE.step;

/** What a check ended with: the worker's answer, the watchdog's, or a worker that broke. */
export type CheckOutcome =
  | { kind: "answered"; data: unknown; elapsedMs: number }
  /** The worker was silent for `budgetMs` (a loop, or a heap growing without end): stopped. */
  | { kind: "silent"; budgetMs: number }
  /** The worker was silent for `budgetMs` while reading the source: stopped. */
  | { kind: "unreadable"; budgetMs: number }
  | { kind: "worker-failed"; message: string }
  /** The page ended the run (its signal aborted): the worker was terminated. */
  | { kind: "stopped"; reason: string };

/** Options for one run of a worker behind the watchdog. */
export type RunOptions = {
  /**
   * Sees every message that is not progress, first. It answers true for a message that is
   * part of a conversation (the sandbox's layer asking the page to run a tool), which
   * re-arms the watchdog as progress does; `reply` posts to the same worker. Anything it
   * answers false for is the run's answer.
   */
  converse?: (data: unknown, reply: (message: unknown) => void) => boolean;
  /** Aborting it ends the run as `stopped`, with the reason's message. */
  signal?: AbortSignal;
};

type Timers = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void; now(): number };

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};

export type WatchdogGrader = {
  /** Grades `source` in a fresh worker; settles with the answer or the watchdog's word, never rejects. */
  check(source: string, grader?: SubmissionKind): Promise<CheckOutcome>;
  /** Sends `request` to a fresh worker, behind the same watchdog; `check` is run with a grade request. */
  run(request: unknown, options?: RunOptions): Promise<CheckOutcome>;
  /** Starts the spare worker now (on intent), so the first check is warm. */
  warm(): void;
  /** Terminates every worker; a check in progress settles as failed. */
  dispose(): void;
};

export function createWatchdogGrader({
  spawn,
  budgetMs,
  runningBudgetMs = budgetMs,
  timers = realTimers,
}: {
  spawn: () => GraderWorker;
  /** The silence allowed while the worker starts and while it reads the source. */
  budgetMs: number;
  /**
   * The silence allowed once it has reported progress after reading: the student's code
   * is running, and each case reports. Shorter, because a worker filling its heap takes
   * the whole tab down when it reaches the heap's cap (docs/kata.md, "In the browser").
   */
  runningBudgetMs?: number;
  timers?: Timers;
}): WatchdogGrader {
  let spare: GraderWorker | undefined;
  let stopRunning: ((outcome: CheckOutcome) => void) | undefined;
  let disposed = false;

  const takeWorker = () => {
    const worker = spare ?? spawn();
    spare = undefined;
    return worker;
  };

  const warm = () => {
    if (!disposed) spare ??= spawn();
  };

  const run = (request: unknown, { converse, signal }: RunOptions = {}) => {
    const worker = takeWorker();
    const started = timers.now();
    return new Promise<CheckOutcome>((resolve) => {
      let watchdog: unknown;
      let reading = false;
      let running = false;
      const onAbort = () => finish({ kind: "stopped", reason: reasonText(signal?.reason) });
      const finish = (outcome: CheckOutcome) => {
        if (stopRunning !== finish) return;
        stopRunning = undefined;
        signal?.removeEventListener("abort", onAbort);
        timers.clear(watchdog);
        worker.onmessage = null;
        worker.onerror = null;
        worker.terminate();
        resolve(outcome);
        // The next check starts from a worker that has already loaded the grader.
        warm();
      };
      stopRunning?.({ kind: "worker-failed", message: "a newer check replaced this one" });
      stopRunning = finish;
      const arm = () => {
        timers.clear(watchdog);
        const allowed = running ? runningBudgetMs : budgetMs;
        watchdog = timers.set(
          () => finish(reading ? { kind: "unreadable", budgetMs: allowed } : { kind: "silent", budgetMs: allowed }),
          allowed,
        );
      };
      arm();
      const reply = (message: unknown) => {
        if (stopRunning === finish) worker.postMessage(message);
      };
      worker.onmessage = (event) => {
        if (isProgress(event.data)) {
          // Plain progress after reading means the student's code is running now.
          if (reading && !isReading(event.data)) running = true;
          reading = isReading(event.data);
        }
        if (isProgress(event.data) || converse?.(event.data, reply)) arm();
        else finish({ kind: "answered", data: event.data, elapsedMs: timers.now() - started });
      };
      worker.onerror = (event) => finish({ kind: "worker-failed", message: errorText(event) });
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort);
      worker.postMessage(request);
    });
  };

  return {
    warm,
    run,
    check: (source, grader) => run({ type: "grade", source, ...(grader ? { grader } : {}) } satisfies GradeRequest),
    dispose() {
      disposed = true;
      stopRunning?.({ kind: "worker-failed", message: "the checker was closed" });
      spare?.terminate();
      spare = undefined;
    },
  };
}

function reasonText(reason: unknown): string {
  return reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "stopped";
}

function errorText(event: unknown): string {
  const message = (event as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : "the checker stopped unexpectedly";
}
