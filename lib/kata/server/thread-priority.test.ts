import { describe, expect, it } from "vitest";
import { thisThreadId, threadCpuMs } from "./thread-priority";

describe("a thread's CPU time, read from /proc", () => {
  it("grows while the thread spins and not while it sleeps", async () => {
    const thread = thisThreadId();
    if (thread === undefined) throw new Error("Linux names every thread in /proc/thread-self");
    const before = threadCpuMs(thread) ?? Number.NaN;
    const end = performance.now() + 300;
    while (performance.now() < end);
    const spun = (threadCpuMs(thread) ?? Number.NaN) - before;
    // The wall-clock 300 ms were CPU time, less what the machine gave to others meanwhile.
    expect(spun).toBeGreaterThan(0);
    expect(spun).toBeLessThanOrEqual(320);
    const idle = threadCpuMs(thread) ?? Number.NaN;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    expect((threadCpuMs(thread) ?? Number.NaN) - idle).toBeLessThan(100);
  });

  it("answers undefined for a thread this process does not have", () => {
    expect(threadCpuMs(2 ** 31 - 1)).toBeUndefined();
  });
});
