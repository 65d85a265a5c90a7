import { afterEach, describe, expect, it, vi } from "vitest";
import { createToolsLayer } from "../index";
import { failureCodeOf } from "../retry-hint";
import { settle, useFakeClock } from "../test-support";
import { QueryFailedError } from "./sql-query";
import type { FromWorker, ToWorker } from "./sql-worker-protocol";
import { createWorkerExecutor, type WorkerLike } from "./worker-executor";

/** A worker that records what it is sent and answers only when the test says so. */
class FakeWorker implements WorkerLike {
  sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToWorker) {
    this.sent.push(message);
    if (message.type === "init") queueMicrotask(() => this.reply({ type: "ready" }));
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: FromWorker) {
    this.onmessage?.(new MessageEvent("message", { data: message }));
  }
  queries() {
    return this.sent.filter((message) => message.type === "query");
  }
}

const rows = { columns: ["n"], rows: [[1]], rowCount: 1, truncated: false };
const request = (sql: string) => ({ sql, params: [], maxRows: 100 });

function makeExecutor() {
  const workers: FakeWorker[] = [];
  const executor = createWorkerExecutor({
    spawn: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    loadWasm: () => Promise.resolve(new ArrayBuffer(8)),
  });
  return { executor, workers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("worker executor", () => {
  it("loads SQLite once on ready() and reuses the same worker for every query", async () => {
    const { executor, workers } = makeExecutor();
    const statuses: string[] = [];
    executor.subscribe((status) => statuses.push(status));
    await executor.ready();
    expect(statuses).toEqual(["loading", "ready"]);
    for (const sql of ["SELECT 1", "SELECT 2"]) {
      const answer = executor.query(request(sql), new AbortController().signal);
      await vi.waitFor(() => expect(workers[0]?.queries().at(-1)).toMatchObject({ sql }));
      const last = workers[0]?.queries().at(-1);
      workers[0]?.reply({ type: "rows", id: last?.type === "query" ? last.id : -1, output: rows });
      expect(await answer).toEqual(rows);
    }
    expect(executor.spawned()).toBe(1);
  });

  it("turns a failed query into the same error class the in-process path throws", async () => {
    const { executor, workers } = makeExecutor();
    const answer = executor.query(request("SELECT x"), new AbortController().signal);
    await vi.waitFor(() => expect(workers[0]?.queries()).toHaveLength(1));
    workers[0]?.reply({ type: "failed", id: 1, error: "QueryFailedError", message: "no such column: x" });
    await expect(answer).rejects.toThrow(new QueryFailedError("no such column: x"));
  });

  it("terminates the worker when a running query is aborted, and resends the innocent ones", async () => {
    const { executor, workers } = makeExecutor();
    const runaway = new AbortController();
    const stuck = executor.query(request("SELECT runaway"), runaway.signal);
    const innocent = executor.query(request("SELECT 1"), new AbortController().signal);
    await vi.waitFor(() => expect(workers[0]?.queries()).toHaveLength(2));
    runaway.abort(new Error("deadline"));
    await expect(stuck).rejects.toThrow("deadline");
    expect(workers[0]?.terminated).toBe(true);
    await vi.waitFor(() => expect(workers[1]?.queries()).toMatchObject([{ sql: "SELECT 1" }]));
    const resent = workers[1]?.queries()[0];
    workers[1]?.reply({ type: "rows", id: resent?.type === "query" ? resent.id : -1, output: rows });
    expect(await innocent).toEqual(rows);
    expect(executor.spawned()).toBe(2);
  });

  it("fails the queries a crashed worker held and starts another", async () => {
    const { executor, workers } = makeExecutor();
    const answer = executor.query(request("SELECT huge"), new AbortController().signal);
    await vi.waitFor(() => expect(workers[0]?.queries()).toHaveLength(1));
    workers[0]?.onerror?.(new Event("error") as ErrorEvent);
    await expect(answer).rejects.toThrow("the SQL worker stopped while running this query");
    // A crash is not the model's arguments: the code must not tell it to change its SQL.
    expect(failureCodeOf(await answer.catch((thrown: unknown) => thrown))).toBe("internal");
    expect(executor.spawned()).toBe(2);
  });

  it("reports a download that failed, and tries again on the next ready()", async () => {
    let attempts = 0;
    const executor = createWorkerExecutor({
      spawn: () => new FakeWorker(),
      loadWasm: () => (++attempts === 1 ? Promise.reject(new Error("HTTP 503")) : Promise.resolve(new ArrayBuffer(8))),
    });
    await expect(executor.ready()).rejects.toThrow("SQLite could not be downloaded: HTTP 503");
    expect(executor.status()).toBe("failed");
    await executor.ready();
    expect(executor.status()).toBe("ready");
  });

  it("reports timeout at the layer's deadline when a query never returns, and replaces the worker", async () => {
    const { executor, workers } = makeExecutor();
    await executor.ready();
    useFakeClock();
    const layer = createToolsLayer({ sqlExecutor: executor, timeoutMs: 1000 });
    const started = performance.now();
    const result = await settle(layer.run("database", { sql: "SELECT count(*) FROM customers, orders, orders" }));
    expect(result).toEqual({
      status: "timeout",
      tool: "database",
      error: "no answer within 1000 ms",
      code: "deadline",
    });
    expect(performance.now() - started).toBe(1000);
    expect(workers[0]?.terminated).toBe(true);
    expect(executor.spawned()).toBe(2);
  });
});
