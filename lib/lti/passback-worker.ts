/**
 * The loop that drains the passback queue in a server process: it wakes when a score
 * is queued (`kick`), when the earliest waiting row is due, and at least every
 * `maxIdleMs` (rows queued by another app server on the same database). One pass runs at
 * a time; a kick during a pass runs another right after it. The timer never keeps the
 * process alive. Server-only.
 */
export type WorkerDeps = {
  /** One pass at `nowMs` (drainPassbacks, then the hourly purge). */
  pass: (nowMs: number) => Promise<void>;
  /** When the earliest waiting row is due, or null. */
  nextDueAt: () => Promise<Date | null>;
  now?: () => number;
  maxIdleMs?: number;
};

/** How soon after a pass the next may run, at the earliest, so a busy queue cannot spin. */
const MIN_GAP_MS = 100;

export function startPassbackWorker(deps: WorkerDeps) {
  const now = deps.now ?? Date.now;
  const maxIdleMs = deps.maxIdleMs ?? 30_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let stopped = false;

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.min(maxIdleMs, Math.max(MIN_GAP_MS, ms)));
    timer.unref?.();
  }

  async function wake(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    let delay = maxIdleMs;
    try {
      do {
        again = false;
        await deps.pass(now());
      } while (again && !stopped);
      const due = await deps.nextDueAt();
      if (due) delay = due.getTime() - now();
    } catch (error) {
      console.warn(`[lti] passback worker: ${String(error)}`);
    } finally {
      running = false;
      schedule(delay);
    }
  }

  schedule(0);
  return {
    /** Runs a pass now (or right after the one under way). */
    kick: () => void wake(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
