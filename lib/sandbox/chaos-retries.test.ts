import { beforeAll, describe, expect, it } from "vitest";
import { createInProcessExecutor } from "@/lib/envelope/tools/sql-executor";
import { loadSqlFromNodeModules } from "@/lib/envelope/tools/sql-loader-node";
import { runChaos } from "./chaos";
import type { RetryMode } from "./chaos-limits";
import { CHAOS_RETRY_POLICY, chaosSetup } from "./chaos-retries";
import { createVirtualClock } from "./virtual-clock";

const executor = createInProcessExecutor(loadSqlFromNodeModules);

/** A chaos run with the weather service down, as the lesson's scenarios start it. */
async function outageRun(retries: RetryMode, calls = 1000, seed = 1) {
  const clock = createVirtualClock();
  const settings = { p: 0.2, seed, timeoutMs: 300, calls, outage: true, retries };
  const setup = chaosSetup(settings, clock, executor);
  try {
    const outcome = await runChaos({ layer: setup.layer, call: setup.call, clock, calls, seed });
    return { ...outcome, figures: setup.figures(outcome.entries) };
  } finally {
    setup.dispose();
  }
}

beforeAll(async () => {
  await loadSqlFromNodeModules();
});

describe("chaos run with retries", () => {
  it("makes one attempt per call and no retries when retries are off", async () => {
    const { figures, entries } = await outageRun("none");
    expect(figures).toMatchObject({ calls: 1000, attempts: 1000, retries: 0, maxAttemptsPerCall: 1 });
    expect(entries.every((entry) => entry.attempt === undefined)).toBe(true);
  }, 60_000);

  it("without a budget, multiplies the attempts on the service that is down up to the attempt limit", async () => {
    const { figures, entries } = await outageRun("unbounded");
    const weather = entries.filter((entry) => entry.tool === "weather");
    const weatherCalls = new Set(weather.map((entry) => entry.callId)).size;
    expect(figures.maxAttemptsPerCall).toBe(CHAOS_RETRY_POLICY.maxAttempts);
    expect(weather.length).toBe(weatherCalls * CHAOS_RETRY_POLICY.maxAttempts); // every weather call, every attempt
    expect(figures.attempts).toBeGreaterThan(1.5 * figures.calls);
    expect([figures.breakerTrips, figures.budgetRefusals]).toEqual([0, 0]);
  }, 60_000);

  it("with a budget and a breaker, keeps retries to the budget's share of calls and trips weather's breaker", async () => {
    const { figures } = await outageRun("budget");
    // reserve 10 + ratio 0.1 × 1000 calls, the most the budget can grant (DEFAULT_RETRY_BUDGET)
    expect(figures.retries).toBeLessThanOrEqual(110);
    expect(figures.attempts).toBeLessThan(1.12 * figures.calls);
    expect(figures.breakerTrips).toBeGreaterThanOrEqual(1);
    expect(figures.breakerRefusals + figures.budgetRefusals).toBeGreaterThan(0);
  }, 60_000);

  it("numbers every attempt and replays the same trace for the same seed", async () => {
    const first = await outageRun("budget", 300, 5);
    const again = await outageRun("budget", 300, 5);
    expect(JSON.stringify(again.entries)).toBe(JSON.stringify(first.entries));
    expect(first.entries.every((entry) => (entry.attempt ?? 0) >= 1)).toBe(true);
  }, 60_000);
});
