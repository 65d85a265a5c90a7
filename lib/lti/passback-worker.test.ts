import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPassbackWorker } from "./passback-worker";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A worker whose passes are recorded; `due` is what nextDueAt answers. */
function worker(due: () => Date | null = () => null) {
  const passes: number[] = [];
  let release: (() => void) | null = null;
  const state = { hold: false };
  const w = startPassbackWorker({
    pass: async (nowMs) => {
      passes.push(nowMs);
      if (state.hold) await new Promise<void>((resolve) => (release = resolve));
    },
    nextDueAt: async () => due(),
  });
  return { w, passes, state, release: () => release?.() };
}

describe("startPassbackWorker", () => {
  it("runs a pass at start, and with nothing waiting wakes again after 30 s", async () => {
    const { w, passes } = worker();
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(2);
    w.stop();
  });

  it("wakes when the earliest waiting row is due", async () => {
    const start = Date.now();
    const { w, passes } = worker(() => new Date(start + 5_000));
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(passes).toHaveLength(2);
    w.stop();
  });

  it("runs a kick at once, and a kick during a pass right after it", async () => {
    const { w, passes, state, release } = worker();
    await vi.advanceTimersByTimeAsync(100);
    state.hold = true;
    w.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toHaveLength(2);
    w.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toHaveLength(2);
    state.hold = false;
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toHaveLength(3);
    w.stop();
  });
});
