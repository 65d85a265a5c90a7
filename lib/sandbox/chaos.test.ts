import { describe, expect, it } from "vitest";
import { summarizeCalls } from "@/lib/envelope";
import { createNodeToolsLayer } from "@/lib/envelope/node";
import { CHAOS_MIX, chaosLayerOptions, pickChaosCall, runChaos } from "./chaos";

const noYield = () => Promise.resolve();

describe("chaos run", () => {
  it("picks every call of the mix somewhere in [0, 1)", () => {
    const picked = new Set(Array.from({ length: 1000 }, (_, i) => pickChaosCall(i / 1000)));
    expect(picked.size).toBe(CHAOS_MIX.length);
  });

  it("runs every call, reports progress up to the total and meets all four statuses", async () => {
    const layer = createNodeToolsLayer(chaosLayerOptions(0.3, 7, 60, 300));
    const progress: number[] = [];
    const { entries } = await runChaos({
      layer,
      calls: 300,
      seed: 7,
      onProgress: (done) => progress.push(done),
      yieldBetweenSlices: noYield,
    });
    layer.dispose();
    expect(entries).toHaveLength(300);
    expect(progress.at(-1)).toBe(300);
    const { byStatus } = summarizeCalls(entries);
    for (const status of ["ok", "invalid_args", "tool_error", "timeout"] as const) {
      expect(byStatus[status].count, status).toBeGreaterThan(0);
    }
  });

  it("replays the same calls and the same dice for the same seed", async () => {
    const run = async () => {
      const layer = createNodeToolsLayer(chaosLayerOptions(0.5, 11, 60, 100));
      const { entries } = await runChaos({ layer, calls: 100, seed: 11, yieldBetweenSlices: noYield });
      layer.dispose();
      // Calculator calls and refusals involve no timers, so their statuses cannot depend on machine load.
      return entries.map((entry) =>
        entry.tool === "calculator" || entry.status === "invalid_args" ? `${entry.tool}:${entry.status}` : entry.tool,
      );
    };
    expect(await run()).toEqual(await run());
  });
});
