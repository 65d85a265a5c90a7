import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UNREADABLE } from "../read-budget";
import { GradingPool, type PoolAnswer, type PoolOptions } from "./grading-pool";
import { POOL_REFUSALS } from "./pool-messages";

const standIn = path.join(__dirname, "fixtures", "stand-in-worker.mjs");
const pools: GradingPool[] = [];
function makePool(options: Partial<PoolOptions> = {}): GradingPool {
  const pool = new GradingPool({
    workerFile: standIn,
    size: 1,
    queueLimit: 1,
    clientRunning: 4,
    clientWaiting: 4,
    fenceMs: 30_000,
    readBudgetMs: () => 30_000,
    jobBudgetMs: 3_000,
    refusalHoldMs: 0,
    ...options,
  });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const refusedWith = (refusal: unknown) => ({ kind: "verdict", verdict: { kind: "refused", refusal } });

describe("GradingPool", () => {
  it("answers with the worker's verdict", async () => {
    const answer = await makePool().grade("fine", "a");
    expect(answer).toEqual({
      kind: "verdict",
      verdict: { kind: "graded", passed: true, rules: [], seed: 1, callsRun: 0 },
    });
  });

  it("queues up to its limit, then answers busy with a time to retry, and grades the queued job later", async () => {
    const pool = makePool({ size: 1, queueLimit: 1, jobBudgetMs: 2_500 });
    const running = pool.grade("wait:300", "a");
    const queued = pool.grade("fine", "b");
    const refused = await pool.grade("fine", "c");
    // One job ahead in the queue on one worker: two rounds of a 2.5 s budget.
    expect(refused).toEqual({ kind: "busy", retryAfterSeconds: 5 });
    expect(pool.load()).toEqual({ running: 1, waiting: 1 });
    expect((await running).kind).toBe("verdict");
    expect((await queued).kind).toBe("verdict");
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("holds a refusal for its hold before answering, so a client that sends again at once sends slowly", async () => {
    const pool = makePool({ size: 1, queueLimit: 0, refusalHoldMs: 1_000 });
    const running = pool.grade("wait:100", "a");
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      let answer: PoolAnswer | undefined;
      void pool.grade("fine", "b").then((refused) => {
        answer = refused;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ kind: "busy", retryAfterSeconds: 3 });
    } finally {
      vi.useRealTimers();
    }
    // The job that found a worker was not held: it is graded as usual.
    expect((await running).kind).toBe("verdict");
  });

  it("terminates a worker that outlives the fence, answers cpu in plain words, and grades the next job on a fresh worker", async () => {
    const pool = makePool({ fenceMs: 1_000 });
    const stuck = pool.grade("hang", "a");
    const next = pool.grade("fine", "a");
    expect(await stuck).toEqual(refusedWith(POOL_REFUSALS.stuck(1)));
    expect(await next).toMatchObject({ kind: "verdict", verdict: { kind: "graded", passed: true } });
  });

  it("fences reading on its own: a worker stuck reading is replaced and its job refused as unreadable, long before the grading fence", async () => {
    const lengths: number[] = [];
    const pool = makePool({
      readBudgetMs: (length) => {
        lengths.push(length);
        return 200;
      },
    });
    const unreadable = pool.grade("read-hang", "a");
    const next = pool.grade("fine", "a");
    // With the 30 s grading fence alone, this would outlast the test's minute.
    expect(await unreadable).toEqual(refusedWith(UNREADABLE));
    expect(lengths).toEqual(["read-hang".length]);
    expect(await next).toMatchObject({ kind: "verdict", verdict: { kind: "graded", passed: true } });
  });

  it("counts the reading fence in the worker thread's CPU time: a thread idle past the budget is not refused, a spinning one is", async () => {
    const pool = makePool({ readBudgetMs: () => 200 });
    // Five budgets of wall-clock time, almost none of CPU: a machine too busy to run the worker.
    expect(await pool.grade("read-idle:1000", "a")).toMatchObject({ kind: "verdict", verdict: { kind: "graded" } });
    const started = performance.now();
    expect(await pool.grade("read-hang", "a")).toEqual(refusedWith(UNREADABLE));
    // At least the budget itself; the CPU time is read, not guessed from the clock.
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });

  it("still ends a reading that uses no CPU at the grading fence, as stuck", async () => {
    const pool = makePool({ readBudgetMs: () => 100, fenceMs: 1_000 });
    expect(await pool.grade("read-idle:60000", "a")).toEqual(refusedWith(POOL_REFUSALS.stuck(1)));
  });

  it("has a worker started ahead once one was terminated, so the job after the next termination does not wait for one to start", async () => {
    const pool = makePool({ readBudgetMs: () => 200 });
    expect(await pool.grade("read-hang", "a")).toEqual(refusedWith(UNREADABLE));
    expect(await pool.grade("read-hang", "a")).toEqual(refusedWith(UNREADABLE));
    const terminated = Date.now();
    const next = await pool.grade("started", "a");
    expect(next.kind === "verdict" && next.verdict.kind === "graded" && next.verdict.seed).toBeLessThan(terminated);
  });

  it("gives a job the grading fence again once its source is read", async () => {
    const pool = makePool({ fenceMs: 1_000, readBudgetMs: () => 300 });
    expect(await pool.grade("grade-hang", "a")).toEqual(refusedWith(POOL_REFUSALS.stuck(1)));
  });

  it("answers crashed when the worker exits or answers nonsense, and keeps grading afterwards", async () => {
    const pool = makePool();
    const crashed = refusedWith(POOL_REFUSALS.crashed());
    expect(await pool.grade("exit", "a")).toEqual(crashed);
    expect(await pool.grade("nonsense", "a")).toEqual(crashed);
    expect((await pool.grade("fine", "a")).kind).toBe("verdict");
    expect(await pool.grade("fine", "a")).toMatchObject({ verdict: { kind: "graded" } });
  });

  it("grades on as many workers as its size at once", async () => {
    const pool = makePool({ size: 2, queueLimit: 0 });
    const both = [pool.grade("wait:200", "a"), pool.grade("wait:200", "b")];
    expect(pool.load()).toEqual({ running: 2, waiting: 0 });
    expect((await pool.grade("fine", "c")).kind).toBe("busy");
    expect((await Promise.all(both)).map((answer) => answer.kind)).toEqual(["verdict", "verdict"]);
  });
});

describe("GradingPool, fair per client", () => {
  /** Grades each [client, source] in turn, all at once, and resolves to the labels in the order they were answered. */
  async function answerOrder(pool: GradingPool, jobs: [string, string][]) {
    const order: string[] = [];
    const answers = jobs.map(([client, source], index) =>
      pool.grade(source, client).then((answer: PoolAnswer) => {
        order.push(`${client}${index}:${answer.kind}`);
      }),
    );
    await Promise.all(answers);
    return order;
  }

  it("takes turns between clients: a client that sent many waits for the others after each of its jobs", async () => {
    // One worker: jobs are answered in the order they start, which is the line's order.
    const pool = makePool({ size: 1, queueLimit: 10, clientRunning: 1, clientWaiting: 10 });
    const order = await answerOrder(pool, [
      ["a", "fine"],
      ["a", "fine"],
      ["a", "fine"],
      ["b", "fine"],
      ["c", "fine"],
      ["b", "fine"],
    ]);
    expect(order).toEqual(["a0:verdict", "b3:verdict", "c4:verdict", "a1:verdict", "b5:verdict", "a2:verdict"]);
  });

  it("tells a client past its share to wait for its own jobs, while others still get in until the line is full", async () => {
    const pool = makePool({ size: 1, queueLimit: 3, clientRunning: 1, clientWaiting: 2, jobBudgetMs: 1_000 });
    const order = await answerOrder(pool, [
      ["a", "wait:50"],
      ["a", "fine"],
      ["a", "fine"],
      ["a", "fine"],
      ["b", "fine"],
      ["c", "fine"],
    ]);
    // a: one running, two waiting, the fourth refused; b gets the line's last place; c finds it full.
    expect(order.slice(0, 2).sort()).toEqual(["a3:too-many", "c5:busy"]);
    expect(order.slice(2)).toEqual(["a0:verdict", "b4:verdict", "a1:verdict", "a2:verdict"]);
  });

  it("never runs more of one client's jobs than its running share, even with a worker free", async () => {
    const pool = makePool({ size: 2, queueLimit: 4, clientRunning: 1, clientWaiting: 4 });
    const first = [pool.grade("wait:100", "a"), pool.grade("fine", "a")];
    expect(pool.load()).toEqual({ running: 1, waiting: 1 });
    const other = pool.grade("fine", "b");
    expect(pool.load()).toEqual({ running: 2, waiting: 1 });
    expect((await Promise.all([...first, other])).map((answer) => answer.kind)).toEqual([
      "verdict",
      "verdict",
      "verdict",
    ]);
  });
});
