/**
 * Deadlines: the machinery behind step 3 and the signal step 4 looks for. Kept out of
 * tools-layer.ts so the lesson file shows the decision, not the timer plumbing.
 */

/**
 * The timeout signal. Throw it (or let the layer's deadline throw it) to end a call as
 * `timeout`. The layer recognises it by class, never by the words in its message.
 */
export class ToolTimeoutError extends Error {
  override name = "ToolTimeoutError";
}

/**
 * True when `thrown` is a timeout signal: a {@link ToolTimeoutError}, or the
 * DOMException named "TimeoutError" that `AbortSignal.timeout()` produces.
 * Never throws, even for hostile values (proxies, throwing getters).
 */
export function isTimeoutSignal(thrown: unknown): boolean {
  try {
    if (thrown instanceof ToolTimeoutError) return true;
    const isDomException = typeof DOMException !== "undefined" && thrown instanceof DOMException;
    return isDomException && (thrown as DOMException).name === "TimeoutError";
  } catch {
    return false;
  }
}

/** The timer functions a call uses; the global ones unless a virtual clock is lent (see {@link withTimers}). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
let lent: Timers = realTimers;
/** Which timers each call's signal belongs to, so a tool's sleep keeps its call's clock. */
const timersOfSignal = new WeakMap<AbortSignal, Timers>();

/**
 * Runs `start` with `timers` lent to every deadline it starts synchronously, and to every
 * `sleep` on those deadlines' signals later on. This is how the chaos run puts the real
 * ToolsLayer on a virtual clock without a timer parameter in the lesson's code, and
 * without touching the page's global timers (single calls beside it keep real time).
 */
export function withTimers<T>(timers: Timers, start: () => T): T {
  const previous = lent;
  lent = timers;
  try {
    return start();
  } finally {
    lent = previous;
  }
}

/**
 * Calls `start` with a signal that aborts after `ms`, and settles with whichever comes
 * first: the call, or a rejection made by `onTimeout` (a {@link ToolTimeoutError} unless
 * given). The race is what cuts off a tool that ignores its signal.
 */
export function callWithDeadline<T>(
  start: (signal: AbortSignal) => T | Promise<T>,
  ms: number,
  onTimeout: () => Error = () => new ToolTimeoutError(`no answer within ${ms} ms`),
): Promise<T> {
  const controller = new AbortController();
  const timers = lent;
  timersOfSignal.set(controller.signal, timers);
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => {
      const signal = onTimeout();
      reject(signal); // first, so nothing the tool does on abort can win the race
      controller.abort(signal);
    }, ms);
    const settle =
      <V>(finish: (value: V) => void) =>
      (value: V) => {
        timers.clearTimeout(timer);
        finish(value);
      };
    try {
      // Promise.resolve also absorbs plain values and hostile thenables as rejections.
      Promise.resolve(start(controller.signal)).then(settle(resolve), settle(reject));
    } catch (thrown) {
      settle(reject)(thrown); // a tool that throws before returning its promise
    }
  });
}

/**
 * `AbortSignal.any(signals)`, which aborts with the reason of the first that aborts (a
 * user's cancel or a deadline), keeping the timers of the first signal that has some, so
 * a `sleep` on the joined signal stays on its call's clock (virtual in the chaos run).
 */
export function joinSignals(signals: readonly AbortSignal[]): AbortSignal {
  const joined = AbortSignal.any([...signals]);
  const timers = signals.map((signal) => timersOfSignal.get(signal)).find((found) => found !== undefined);
  if (timers) timersOfSignal.set(joined, timers);
  return joined;
}

/**
 * A signal that aborts after `ms` on `timers` (the lent ones unless given) with a
 * {@link ToolTimeoutError}: `AbortSignal.timeout(ms)` for a clock that may be virtual.
 * `cancel` clears the timer once the deadline no longer matters.
 */
export function deadlineSignal(ms: number, timers: Timers = lent): { signal: AbortSignal; cancel(): void } {
  const controller = new AbortController();
  timersOfSignal.set(controller.signal, timers);
  const timer = timers.setTimeout(() => controller.abort(new ToolTimeoutError(`no answer within ${ms} ms`)), ms);
  return { signal: controller.signal, cancel: () => timers.clearTimeout(timer) };
}

/** The timers in use now: the lent ones inside {@link withTimers}, else the global ones. */
export function currentTimers(): Timers {
  return lent;
}

/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts (and clears the
 * timer). On a deadline's signal it uses that deadline's timers, virtual or real.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  const timers = (signal && timersOfSignal.get(signal)) ?? lent;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      timers.clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = timers.setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
