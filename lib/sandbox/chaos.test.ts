import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createToolsLayer, summarizeCalls } from "@/lib/envelope";
import { createInProcessExecutor } from "@/lib/envelope/tools/sql-executor";
import { loadSqlFromNodeModules } from "@/lib/envelope/tools/sql-loader-node";
import { CHAOS_MIX, chaosLayerOptions, pickChaosCall, runChaos } from "./chaos";
import { createVirtualClock } from "./virtual-clock";

const executor = createInProcessExecutor(loadSqlFromNodeModules);

/** One chaos run on a fresh virtual clock, as the sandbox starts it. */
async function chaos(settings: { p: number; seed: number; timeoutMs: number; calls: number }, onProgress?: () => void) {
  const clock = createVirtualClock();
  const layer = createToolsLayer(chaosLayerOptions(settings, clock, executor));
  try {
    return { ...(await runChaos({ layer, clock, calls: settings.calls, seed: settings.seed, onProgress })), clock };
  } finally {
    layer.dispose();
  }
}

beforeAll(async () => {
  await loadSqlFromNodeModules(); // the wasm compiles once, before any virtual clock starts
});

describe("chaos run", () => {
  it("picks every call of the mix somewhere in [0, 1)", () => {
    const picked = new Set(Array.from({ length: 1000 }, (_, i) => pickChaosCall(i / 1000)));
    expect(picked.size).toBe(CHAOS_MIX.length);
  });

  it("runs every call, reports progress up to the total and meets all four statuses", async () => {
    const progress: number[] = [];
    const { entries } = await chaos({ p: 0.3, seed: 7, timeoutMs: 300, calls: 300 }, () =>
      progress.push(progress.length + 1),
    );
    expect(entries).toHaveLength(300);
    expect(progress.at(-1)).toBe(300);
    const { byStatus } = summarizeCalls(entries);
    for (const status of ["ok", "invalid_args", "tool_error", "timeout"] as const) {
      expect(byStatus[status].count, status).toBeGreaterThan(0);
    }
  }, 30_000);

  it("gives the same serialized trace, byte for byte, for the same seed", async () => {
    const settings = { p: 0.2, seed: 11, timeoutMs: 300, calls: 1000 };
    const first = JSON.stringify((await chaos(settings)).entries);
    const second = JSON.stringify((await chaos(settings)).entries);
    expect(second).toBe(first);
    expect(JSON.stringify((await chaos({ ...settings, seed: 12 })).entries)).not.toBe(first);
  }, 60_000);

  it("times weather out at exactly the deadline, on virtual time", async () => {
    const { entries, virtualMs } = await chaos({ p: 1, seed: 3, timeoutMs: 300, calls: 200 });
    const hung = entries.filter((entry) => entry.tool === "weather" && entry.status === "timeout");
    expect(hung.length).toBeGreaterThan(0);
    for (const entry of hung) expect(entry.durationMs).toBe(300);
    expect(virtualMs).toBeLessThanOrEqual(1 + 300); // two groups of 100, one ms apart
  });

  it("never lets a trace row exceed its deadline, whatever the seed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 50, max: 600 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (seed, timeoutMs, p) => {
          const { entries } = await chaos({ p, seed, timeoutMs, calls: 60 });
          expect(entries).toHaveLength(60);
          for (const entry of entries) expect(entry.durationMs).toBeLessThanOrEqual(timeoutMs);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
