/**
 * Helpers for the engine's tests (not part of the public API): a tool builder and a
 * driver that settles calls under fake timers without depending on machine speed.
 */
import { vi } from "vitest";
import { z } from "zod";
import { type Tool, ToolsLayer } from "./tools-layer";

/** Fakes only the timers and clocks; setImmediate stays real so tests can drain microtasks. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
}

/** A tool for tests: defaults to `{ x: number }` args and an output of `{ doubled }`. */
export function makeTool(overrides: Partial<Tool> = {}): Tool {
  return {
    name: "doubler",
    description: "Doubles x.",
    argsSchema: z.object({ x: z.number() }),
    run: async ({ x }: { x: number }) => ({ doubled: x * 2 }),
    ...overrides,
  };
}

/** A layer with one tool, `flaky`, that throws (rejects with) whatever it is given. */
export function throwingLayer(thrown: unknown): ToolsLayer {
  return new ToolsLayer([makeTool({ name: "flaky", argsSchema: z.object({}), run: () => Promise.reject(thrown) })]);
}

/**
 * Settles `promise` under fake timers: drain microtasks with one real macrotask, then fire
 * the next timer, until it settles. Fails if nothing is left that could settle it.
 */
export async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const mark = () => {
    done = true;
  };
  promise.then(mark, mark);
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (done) return promise;
    if (vi.getTimerCount() === 0) throw new Error("stuck: the promise is pending and no timer is left");
    vi.advanceTimersToNextTimer();
  }
}
