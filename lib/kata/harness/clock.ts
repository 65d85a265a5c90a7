/**
 * Part of the inner harness (./harness.ts): the virtual clock, or in the live harness the
 * host's timers. Virtual timers fire only when the host calls advance(), so a hang, a slow
 * tool and a deadline cost no real time and always happen in the same order.
 */
import { append, apply, floor } from "./intrinsics";

/** The host's setTimeout and clearTimeout, for the live harness (the sandbox's "my layer"). */
export interface HostTimers {
  set(callback: unknown, ms: unknown): unknown;
  clear(id: unknown): unknown;
}

/** The clock a harness runs on: the timers the submission is given, and the host's controls. */
export interface Clock {
  set(callback: unknown, ms: unknown): unknown;
  clear(id: unknown): unknown;
  reset(): void;
  /** Moves time to the next due timer and fires every timer due then, oldest first. */
  fireNext(): boolean;
}

type Timer = { id: number; at: number; callback: () => unknown };

/** A virtual clock, or the host's real timers when `host` is given. */
export function createClock(host: HostTimers | null): Clock {
  const clock: { now: number; nextId: number; timers: Timer[] } = { now: 0, nextId: 1, timers: [] };

  function set(callback: unknown, ms: unknown): unknown {
    if (host !== null) return host.set(callback, ms);
    const delay = +(ms as number);
    const id = clock.nextId;
    clock.nextId += 1;
    if (typeof callback !== "function") return id;
    append(clock.timers, {
      id: id,
      at: clock.now + (delay > 0 ? floor(delay) : 0),
      callback: callback as () => unknown,
    });
    return id;
  }

  function clear(id: unknown): unknown {
    if (host !== null) return host.clear(id);
    const kept: Timer[] = [];
    for (let i = 0; i < clock.timers.length; i++) {
      const timer = clock.timers[i] as Timer;
      if (timer.id !== id) append(kept, timer);
    }
    clock.timers = kept;
    return undefined;
  }

  function fireNext(): boolean {
    const timers = clock.timers;
    if (timers.length === 0) return false;
    let at = (timers[0] as Timer).at;
    for (let i = 1; i < timers.length; i++) if ((timers[i] as Timer).at < at) at = (timers[i] as Timer).at;
    const due: Timer[] = [];
    const kept: Timer[] = [];
    for (let j = 0; j < timers.length; j++) append((timers[j] as Timer).at === at ? due : kept, timers[j] as Timer);
    clock.timers = kept;
    clock.now = at;
    for (let k = 0; k < due.length; k++) {
      try {
        apply((due[k] as Timer).callback, undefined, []);
      } catch {
        // like an uncaught error in a timer
      }
    }
    return true;
  }

  return {
    set: set,
    clear: clear,
    reset: () => {
      clock.now = 0;
      clock.timers = [];
    },
    fireNext: fireNext,
  };
}
