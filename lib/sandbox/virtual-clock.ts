/**
 * A virtual clock for the chaos run: timers fire in (time, creation) order and time jumps
 * straight to the next one, so durations come from the seed and the code, never from how
 * busy the machine is. Framework-free; the chaos run lends it to the tools layer with
 * `withTimers` (lib/envelope/deadline.ts).
 *
 * Between two timers the clock waits for one real macrotask, so every promise reaction of
 * the last timer has run (a settled call clears its deadline) before time moves on, as
 * with real timers. Real asynchronous work the run depends on (a query in the SQL worker)
 * is wrapped in `hold`: time stands still until it settles.
 */
import type { Timers } from "@/lib/envelope/deadline";

interface Timer {
  at: number;
  seq: number;
  callback: () => void;
  cleared: boolean;
}

/** A seeded run's clock: `now`, timers, and the loop that advances them. */
export interface VirtualClock extends Timers {
  now(): number;
  /** Keeps time still until `work` settles, and passes its outcome through. */
  hold<T>(work: Promise<T>): Promise<T>;
  /** Fires timers in order until none is left and nothing is held. */
  run(macrotask: () => Promise<void>): Promise<void>;
}

/** Creates a clock that starts at `start` ms (0 by default). */
export function createVirtualClock(start = 0): VirtualClock {
  let now = start;
  let seq = 0;
  let held = 0;
  let released: (() => void) | undefined;
  const heap: Timer[] = [];

  const nextLive = (): Timer | undefined => {
    while (heap.length > 0) {
      const top = pop(heap);
      if (!top.cleared) return top;
    }
    return undefined;
  };

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const timer = { at: now + Math.max(0, ms), seq: seq++, callback, cleared: false };
      push(heap, timer);
      return timer;
    },
    clearTimeout(handle) {
      if (handle && typeof handle === "object") (handle as Timer).cleared = true;
    },
    hold(work) {
      held++;
      return work.finally(() => {
        held--;
        if (held === 0) released?.();
      });
    },
    async run(macrotask) {
      for (;;) {
        await macrotask();
        if (held > 0) {
          await new Promise<void>((resolve) => {
            released = resolve;
          });
          released = undefined;
          continue;
        }
        const timer = nextLive();
        if (timer === undefined) return;
        now = timer.at;
        timer.callback();
      }
    },
  };
}

const before = (a: Timer, b: Timer) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

function push(heap: Timer[], timer: Timer): void {
  heap.push(timer);
  let at = heap.length - 1;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!before(heap[at] as Timer, heap[parent] as Timer)) break;
    [heap[at], heap[parent]] = [heap[parent] as Timer, heap[at] as Timer];
    at = parent;
  }
}

function pop(heap: Timer[]): Timer {
  const top = heap[0] as Timer;
  const last = heap.pop() as Timer;
  if (heap.length === 0) return top;
  heap[0] = last;
  let at = 0;
  for (;;) {
    const left = at * 2 + 1;
    const smallest = [left, left + 1].reduce(
      (best, child) => (child < heap.length && before(heap[child] as Timer, heap[best] as Timer) ? child : best),
      at,
    );
    if (smallest === at) return top;
    [heap[at], heap[smallest]] = [heap[smallest] as Timer, heap[at] as Timer];
    at = smallest;
  }
}
