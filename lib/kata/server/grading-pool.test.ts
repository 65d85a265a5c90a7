import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GradingPool, type PoolOptions } from "./grading-pool";
import { POOL_REFUSALS } from "./pool-messages";

const standIn = path.join(__dirname, "fixtures", "stand-in-worker.mjs");
const pools: GradingPool[] = [];
function makePool(options: Partial<PoolOptions> = {}): GradingPool {
  const pool = new GradingPool({
    workerFile: standIn,
    size: 1,
    queueLimit: 1,
    fenceMs: 30_000,
    jobBudgetMs: 3_000,
    ...options,
  });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe("GradingPool", () => {
  it("answers with the worker's verdict", async () => {
    const answer = await makePool().grade("fine");
    expect(answer).toEqual({
      kind: "verdict",
      verdict: { kind: "graded", passed: true, rules: [], seed: 1, callsRun: 0 },
    });
  });

  it("queues up to its limit, then answers busy with a time to retry, and grades the queued job later", async () => {
    const pool = makePool({ size: 1, queueLimit: 1, jobBudgetMs: 2_500 });
    const running = pool.grade("wait:300");
    const queued = pool.grade("fine");
    const refused = await pool.grade("fine");
    // One job ahead in the queue on one worker: two rounds of a 2.5 s budget.
    expect(refused).toEqual({ kind: "busy", retryAfterSeconds: 5 });
    expect(pool.load()).toEqual({ running: 1, waiting: 1 });
    expect((await running).kind).toBe("verdict");
    expect((await queued).kind).toBe("verdict");
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("terminates a worker that outlives the fence, answers cpu in plain words, and grades the next job on a fresh worker", async () => {
    const pool = makePool({ fenceMs: 1_000 });
    const stuck = pool.grade("hang");
    const next = pool.grade("fine");
    expect(await stuck).toEqual({ kind: "verdict", verdict: { kind: "refused", refusal: POOL_REFUSALS.stuck(1) } });
    expect(await next).toMatchObject({ kind: "verdict", verdict: { kind: "graded", passed: true } });
  });

  it("answers crashed when the worker exits or answers nonsense, and keeps grading afterwards", async () => {
    const pool = makePool();
    const crashed = { kind: "verdict", verdict: { kind: "refused", refusal: POOL_REFUSALS.crashed() } };
    expect(await pool.grade("exit")).toEqual(crashed);
    expect(await pool.grade("nonsense")).toEqual(crashed);
    expect((await pool.grade("fine")).kind).toBe("verdict");
    expect(await pool.grade("fine")).toMatchObject({ verdict: { kind: "graded" } });
  });

  it("grades on as many workers as its size at once", async () => {
    const pool = makePool({ size: 2, queueLimit: 0 });
    const both = [pool.grade("wait:200"), pool.grade("wait:200")];
    expect(pool.load()).toEqual({ running: 2, waiting: 0 });
    expect((await pool.grade("fine")).kind).toBe("busy");
    expect((await Promise.all(both)).map((answer) => answer.kind)).toEqual(["verdict", "verdict"]);
  });
});
