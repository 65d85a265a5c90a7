import { describe, expect, it } from "vitest";
import { createWatchdogGrader, type GraderWorker, PROGRESS_MESSAGE, READING_MESSAGE } from "./watchdog-grader";

/** A worker that records what it was sent and whether it was terminated; the test answers for it. */
function fakeWorker(): GraderWorker & { sent: unknown[]; terminated: boolean } {
  return {
    sent: [],
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage(message) {
      this.sent.push(message);
    },
    terminate() {
      this.terminated = true;
    },
  };
}

/** Timers the test fires by hand, with a clock it moves. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  return {
    set: (run: () => void, ms: number) => {
      next += 1;
      pending.set(next, { at: now + ms, run });
      return next;
    },
    clear: (handle: unknown) => pending.delete(handle as number),
    now: () => now,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.run();
        }
      }
    },
  };
}

function setup(budgetMs = 1000, runningBudgetMs?: number) {
  const workers: ReturnType<typeof fakeWorker>[] = [];
  const timers = manualTimers();
  const grader = createWatchdogGrader({
    spawn: () => {
      const worker = fakeWorker();
      workers.push(worker);
      return worker;
    },
    budgetMs,
    runningBudgetMs,
    timers,
  });
  return { grader, workers, timers };
}

describe("createWatchdogGrader", () => {
  it("hands back the worker's answer with the time it took, and terminates that worker", async () => {
    const { grader, workers, timers } = setup();
    const outcome = grader.check("source");
    expect(workers[0]?.sent).toEqual([{ type: "grade", source: "source" }]);
    timers.advance(120);
    workers[0]?.onmessage?.({ data: { kind: "graded" } });
    expect(await outcome).toEqual({ kind: "answered", data: { kind: "graded" }, elapsedMs: 120 });
    expect(workers[0]?.terminated).toBe(true);
  });

  it("terminates a worker that has not answered within the budget and says it fell silent", async () => {
    const { grader, workers, timers } = setup(1000);
    const outcome = grader.check("for (;;) {}");
    timers.advance(999);
    expect(workers[0]?.terminated).toBe(false);
    timers.advance(1);
    expect(await outcome).toEqual({ kind: "silent", budgetMs: 1000 });
    expect(workers[0]?.terminated).toBe(true);
    // A late answer from the stopped worker changes nothing.
    workers[0]?.onmessage?.({ data: "late" });
  });

  it("lets a check that keeps reporting progress run past the budget, and stops it once it falls silent", async () => {
    const { grader, workers, timers } = setup(1000);
    const outcome = grader.check("slow but fine");
    for (let i = 0; i < 5; i++) {
      timers.advance(900);
      workers[0]?.onmessage?.({ data: PROGRESS_MESSAGE });
    }
    expect(workers[0]?.terminated).toBe(false);
    timers.advance(1000);
    expect(await outcome).toEqual({ kind: "silent", budgetMs: 1000 });
  });

  it("says the source could not be read when the worker falls silent while reading it, and silent after", async () => {
    const { grader, workers, timers } = setup(1000);
    const unreadable = grader.check("a ? (b): c => ...");
    workers[0]?.onmessage?.({ data: READING_MESSAGE });
    timers.advance(1000);
    expect(await unreadable).toEqual({ kind: "unreadable", budgetMs: 1000 });
    expect(workers[0]?.terminated).toBe(true);
    const loop = grader.check("for (;;) {}");
    workers[1]?.onmessage?.({ data: READING_MESSAGE });
    timers.advance(900);
    workers[1]?.onmessage?.({ data: PROGRESS_MESSAGE });
    timers.advance(1000);
    expect(await loop).toEqual({ kind: "silent", budgetMs: 1000 });
  });

  it("allows the long budget while the worker starts and reads, and the running budget once the code runs", async () => {
    const { grader, workers, timers } = setup(6000, 1000);
    const bomb = grader.check("a heap that grows");
    // Starting (a cold worker loading the grader) and reading get the long budget.
    timers.advance(5000);
    workers[0]?.onmessage?.({ data: READING_MESSAGE });
    timers.advance(5000);
    expect(workers[0]?.terminated).toBe(false);
    workers[0]?.onmessage?.({ data: PROGRESS_MESSAGE });
    // The code runs: progress keeps it going within the running budget, silence ends it.
    timers.advance(900);
    workers[0]?.onmessage?.({ data: PROGRESS_MESSAGE });
    timers.advance(999);
    expect(workers[0]?.terminated).toBe(false);
    timers.advance(1);
    expect(await bomb).toEqual({ kind: "silent", budgetMs: 1000 });
    // Progress before any reading (the sandbox's heartbeat as it starts) is still the start.
    const early = grader.check("source");
    workers[1]?.onmessage?.({ data: PROGRESS_MESSAGE });
    timers.advance(5999);
    expect(workers[1]?.terminated).toBe(false);
    timers.advance(1);
    expect(await early).toEqual({ kind: "silent", budgetMs: 6000 });
  });

  it("runs the next check in a fresh worker, warmed after the previous check ended", async () => {
    const { grader, workers, timers } = setup(1000);
    const first = grader.check("loop");
    timers.advance(1000);
    await first;
    expect(workers).toHaveLength(2);
    expect(workers[1]?.terminated).toBe(false);
    const second = grader.check("fixed");
    expect(workers).toHaveLength(2);
    expect(workers[1]?.sent).toEqual([{ type: "grade", source: "fixed" }]);
    workers[1]?.onmessage?.({ data: "ok" });
    expect((await second).kind).toBe("answered");
  });

  it("reports a worker that failed to start or crashed, in its own words", async () => {
    const { grader, workers } = setup();
    const outcome = grader.check("x");
    workers[0]?.onerror?.({ message: "SyntaxError in the worker script" });
    expect(await outcome).toEqual({ kind: "worker-failed", message: "SyntaxError in the worker script" });
  });

  it("ends a check in progress when disposed, and starts no spare afterwards", async () => {
    const { grader, workers } = setup();
    const outcome = grader.check("x");
    grader.dispose();
    expect((await outcome).kind).toBe("worker-failed");
    expect(workers.every((worker) => worker.terminated)).toBe(true);
    grader.warm();
    expect(workers).toHaveLength(1);
  });

  it("serves a conversation: the worker's requests are answered, re-arm the watchdog, and only the answer ends the run", async () => {
    const { grader, workers, timers } = setup(1000);
    const seen: unknown[] = [];
    const outcome = grader.run(
      { type: "call" },
      {
        converse: (data, reply) => {
          if ((data as { type: string }).type !== "tool-run") return false;
          seen.push(data);
          reply({ type: "tool-settled" });
          return true;
        },
      },
    );
    const worker = workers[0];
    timers.advance(900);
    worker?.onmessage?.({ data: { type: "tool-run" } });
    timers.advance(900); // 1800 ms in all, but never 1000 ms silent
    worker?.onmessage?.({ data: { type: "answered" } });
    expect(await outcome).toMatchObject({ kind: "answered", data: { type: "answered" } });
    expect(seen).toEqual([{ type: "tool-run" }]);
    expect(worker?.sent).toEqual([{ type: "call" }, { type: "tool-settled" }]);
  });

  it("stops a run when its signal aborts, terminating the worker", async () => {
    const { grader, workers } = setup(1000);
    const controller = new AbortController();
    const outcome = grader.run({ type: "call" }, { signal: controller.signal });
    controller.abort(new Error("your layer did not answer"));
    expect(await outcome).toEqual({ kind: "stopped", reason: "your layer did not answer" });
    expect(workers[0]?.terminated).toBe(true);
  });
});
