import { describe, expect, it } from "vitest";
import { ConnectionPool, PoolExhaustedError } from "./connection-pool";

const live = () => new AbortController().signal;

describe("ConnectionPool", () => {
  it("hands out connections up to its size, then fails fast with the count in the message", async () => {
    const pool = new ConnectionPool(2, false);
    await pool.acquire(live());
    await pool.acquire(live());
    await expect(pool.acquire(live())).rejects.toThrow(
      new PoolExhaustedError("connection pool exhausted (2/2 in use)"),
    );
    expect(pool.inUse).toBe(2);
  });

  it("frees a connection on release, and ignores a second release", async () => {
    const pool = new ConnectionPool(1, false);
    const release = await pool.acquire(live());
    release();
    release();
    expect(pool.inUse).toBe(0);
    await expect(pool.acquire(live())).resolves.toBeTypeOf("function");
  });

  it("queues in wait mode and hands the freed connection to the first in line", async () => {
    const pool = new ConnectionPool(1, true);
    const first = await pool.acquire(live());
    const order: string[] = [];
    const second = pool.acquire(live()).then((release) => {
      order.push("second");
      return release;
    });
    const third = pool.acquire(live()).then(() => order.push("third"));
    expect(pool.waiting).toBe(2);
    first();
    (await second)();
    await third;
    expect(order).toEqual(["second", "third"]);
    expect(pool.inUse).toBe(1);
  });

  it("drops a waiter whose signal aborts, rejecting with the signal's reason", async () => {
    const pool = new ConnectionPool(1, true);
    const release = await pool.acquire(live());
    const controller = new AbortController();
    const waiting = pool.acquire(controller.signal);
    controller.abort(new Error("deadline"));
    await expect(waiting).rejects.toThrow("deadline");
    expect(pool.waiting).toBe(0);
    release();
    expect(pool.inUse).toBe(0);
  });

  it("acts out a full pool: fails fast, or in wait mode waits until aborted", async () => {
    await expect(new ConnectionPool(3, false).acquireWhileFull(live())).rejects.toThrow(
      "connection pool exhausted (3/3 in use)",
    );
    const controller = new AbortController();
    const waiting = new ConnectionPool(3, true).acquireWhileFull(controller.signal);
    controller.abort(new Error("gave up"));
    await expect(waiting).rejects.toThrow("gave up");
  });
});
