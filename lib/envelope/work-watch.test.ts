import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FaultPlan } from "./faults";
import { createNodeToolsLayer, loadSqlFromNodeModules } from "./node";
import { settle, useFakeClock } from "./test-support";
import { workPastDeadlineMs } from "./work-watch";

const query = { sql: "SELECT name FROM customers" };
const layerWith = (faults: FaultPlan) => createNodeToolsLayer({ timeoutMs: 1000, faults });

// Loading sql.js is real work with no timer to fire: do it once, before the clock is faked.
beforeAll(() => loadSqlFromNodeModules(), 60_000);
beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

/** Fires timers until the layer's pool has no connection held (the abandoned work let go). */
async function untilPoolFree(layer: ReturnType<typeof layerWith>) {
  await settle(new Promise<void>((resolve) => (layer.pool.inUse === 0 ? resolve() : layer.pool.subscribe(resolve))));
}

/** Lets real tasks run (fake timers stay still) until every aborted call has its verdict. */
async function untilVerdicts(layer: ReturnType<typeof layerWith>) {
  for (let i = 0; i < 100; i++) {
    if (layer.work.records().every((r) => r.abortedAt === null || r.stoppedWithDeadline !== null)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("no verdict after 100 tasks");
}

describe("abandoned work", () => {
  it("keeps a connection after the deadline when the tool ignores its signal, until its work is done", async () => {
    const layer = layerWith({ database: { kind: "ignores_signal", ms: 3000 } });
    const { result, report } = await settle(layer.runWithReport("database", query));
    expect([result.status, report.durationMs]).toEqual(["timeout", 1000]);
    expect(layer.pool.inUse).toBe(1);
    expect(layer.work.records()[0]?.endedAt).toBeNull();
    await untilPoolFree(layer);
    await untilVerdicts(layer);
    const [record] = layer.work.records();
    if (!record) throw new Error("the call was recorded");
    expect(record.stoppedWithDeadline).toBe(false);
    // 3000 ms of work plus the 2-7 ms round trip, started at 0: about 2000 ms past the 1000 ms deadline.
    expect(workPastDeadlineMs(record)).toBeGreaterThanOrEqual(2000);
    expect(workPastDeadlineMs(record)).toBeLessThan(2010);
  });

  it("lets calls sent after a timeout pile onto the abandoned work until the pool is full", async () => {
    const layer = layerWith({ database: { kind: "ignores_signal", ms: 5000 } });
    const first = await settle(layer.run("database", query));
    const second = await settle(layer.run("database", query));
    const third = await settle(layer.run("database", query));
    expect([first.status, second.status]).toEqual(["timeout", "timeout"]);
    expect(third).toMatchObject({
      status: "tool_error",
      tool: "database",
      error: "connection pool exhausted (2/2 in use)",
    });
    expect(layer.pool.inUse).toBe(2);
  });

  it("gives the connection back at the deadline when the slow query honours its signal", async () => {
    const layer = layerWith({ database: { kind: "slow_query", ms: 5000 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await settle(layer.run("database", query))).status);
      expect(layer.pool.inUse).toBe(0);
    }
    expect(statuses).toEqual(["timeout", "timeout", "timeout"]);
    await untilVerdicts(layer);
    expect(layer.work.records().map(workPastDeadlineMs)).toEqual([0, 0, 0]);
    expect(layer.work.records().map((r) => r.stoppedWithDeadline)).toEqual([true, true, true]);
  });

  it("records no deadline for a call that answered in time", async () => {
    const layer = layerWith({});
    expect((await settle(layer.run("database", query))).status).toBe("ok");
    const [record] = layer.work.records();
    expect(record?.abortedAt).toBeNull();
    expect(record?.stoppedWithDeadline).toBeNull();
    expect(record && workPastDeadlineMs(record)).toBeNull();
  });

  it("tells subscribers when work starts, is abandoned and ends", async () => {
    const layer = layerWith({ database: { kind: "ignores_signal", ms: 1500 } });
    const seen: string[] = [];
    layer.work.subscribe(() => {
      const [record] = layer.work.records();
      if (record?.endedAt !== null) seen.push("ended");
      else
        seen.push(
          record.stoppedWithDeadline === false ? "went on" : record.abortedAt !== null ? "abandoned" : "working",
        );
    });
    await settle(layer.run("database", query));
    await untilVerdicts(layer);
    await untilPoolFree(layer);
    expect(seen).toEqual(["working", "abandoned", "went on", "ended"]);
  });
});
