import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTools } from "./build-tools";
import { CircuitBreaker } from "./circuit-breaker";
import { type AttemptContext, type RetryOptions, runWithRetries } from "./retry";
import { RetryBudget } from "./retry-budget";
import { layerAttempts } from "./retry-layer";
import { settle, useFakeClock } from "./test-support";
import type { ToolResult } from "./tool-result";

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

const options = (extra: Partial<RetryOptions> = {}): RetryOptions => ({
  tool: "weather",
  budgetMs: 5000,
  attemptMs: 1000,
  maxAttempts: 4,
  random: () => 0.5,
  now: () => performance.now(),
  ...extra,
});

/** An attempt function that answers `results` in turn after `ms`, and records what it was given. */
function scripted(results: ToolResult[], ms = 100) {
  const seen: AttemptContext[] = [];
  const at: number[] = [];
  const attempt = (context: AttemptContext) => {
    seen.push(context);
    at.push(performance.now());
    const result = results[Math.min(seen.length - 1, results.length - 1)] as ToolResult;
    return new Promise<ToolResult>((resolve) => setTimeout(() => resolve(result), ms));
  };
  return { attempt, seen, at };
}

const down: ToolResult = {
  status: "tool_error",
  tool: "weather",
  error: "HTTP 503 Service Unavailable",
  retry: { retryable: true, afterMs: 1000 },
};
const hung = (ms: number): ToolResult => ({ status: "timeout", tool: "weather", error: `no answer within ${ms} ms` });

describe("runWithRetries", () => {
  it("never retries invalid_args", async () => {
    const { attempt, seen } = scripted([{ status: "invalid_args", tool: "weather", error: "city: expected string" }]);
    const outcome = await settle(runWithRetries(attempt, options()));
    expect([outcome.attempts, outcome.endedBy, seen.length]).toEqual([1, "wrong-request", 1]);
  });

  it("retries a 503 after the Retry-After its hint carries, then returns the answer", async () => {
    const { attempt, at } = scripted([down, { status: "ok", tool: "weather", output: { city: "Oslo" } }]);
    const outcome = await settle(runWithRetries(attempt, options()));
    expect([outcome.result.status, outcome.attempts, outcome.endedBy]).toEqual(["ok", 2, "answered"]);
    // 100 ms for the first answer, then Retry-After (1000) plus half the 200 ms jitter ceiling.
    expect((at[1] as number) - (at[0] as number)).toBe(100 + 1000 + 100);
  });

  it("gives each attempt what is left of the budget as its deadline, capped per attempt", async () => {
    const { attempt, seen } = scripted([hung(1000)], 1000);
    const outcome = await settle(runWithRetries(attempt, options({ budgetMs: 2400, random: () => 0 })));
    expect(seen.map((context) => context.deadlineMs)).toEqual([1000, 1000]);
    expect(outcome.endedBy).toBe("out-of-time"); // 400 ms left is under half an attempt's 1000
    const tight = scripted([hung(700)], 700);
    await settle(
      runWithRetries(tight.attempt, options({ budgetMs: 1500, attemptMs: 1000, minAttemptMs: 200, random: () => 0 })),
    );
    expect(tight.seen.map((context) => context.deadlineMs)).toEqual([1000, 800]);
  });

  it("aborts each attempt's signal at its deadline", async () => {
    const { attempt, seen } = scripted([hung(1000)], 5000);
    const pending = runWithRetries(attempt, options({ maxAttempts: 1 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(seen[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen[0]?.signal.reason).toMatchObject({ name: "ToolTimeoutError" });
    await settle(pending);
  });

  it("stops everything when the user cancels: the attempt's signal aborts and no attempt follows", async () => {
    const user = new AbortController();
    const { attempt, seen } = scripted([hung(1000)], 5000);
    const pending = runWithRetries(attempt, options({ signal: user.signal }));
    await vi.advanceTimersByTimeAsync(300);
    user.abort();
    const outcome = await settle(pending);
    expect(seen[0]?.signal.aborted).toBe(true);
    expect([outcome.endedBy, outcome.attempts, seen.length]).toEqual(["cancelled", 1, 1]);
    // Its own code, so neither the model nor a dashboard takes the user's choice for a bug.
    expect(outcome.result).toMatchObject({ status: "tool_error", code: "cancelled", retry: { retryable: false } });
  });

  it("stops retrying when the shared budget has no token left", async () => {
    const budget = new RetryBudget({ ratio: 0, reserve: 1, capacity: 1 });
    const first = await settle(runWithRetries(scripted([down]).attempt, options({ budget })));
    const second = await settle(runWithRetries(scripted([down]).attempt, options({ budget })));
    // The one token pays for the first call's only retry; the second call gets none.
    expect([first.attempts, first.endedBy, second.attempts, second.endedBy]).toEqual([2, "budget", 1, "budget"]);
    expect({ granted: budget.granted, refused: budget.refused }).toEqual({ granted: 1, refused: 2 });
  });

  it("fails fast without calling the tool while its breaker is open", async () => {
    const breaker = new CircuitBreaker("weather", { threshold: 2, coolDownMs: 10_000 });
    const first = await settle(runWithRetries(scripted([down]).attempt, options({ breaker })));
    const later = scripted([down]);
    const second = await settle(runWithRetries(later.attempt, options({ breaker })));
    expect([first.attempts, first.endedBy]).toEqual([2, "breaker"]);
    expect([second.attempts, second.endedBy, later.seen.length, breaker.trips]).toEqual([0, "breaker", 0, 1]);
    expect(second.result).toMatchObject({
      status: "tool_error",
      retry: { retryable: false, reason: "circuit breaker open" },
    });
  });

  it("through the real tools: a weather outage is tried until the attempts run out, each attempt traced", async () => {
    const { tools } = buildTools({ faults: { weather: { kind: "outage" } } });
    const run = layerAttempts(tools, () => performance.now());
    const steps: string[] = [];
    const outcome = await settle(
      runWithRetries(
        async (context) => {
          const { result, report } = await run("weather", { city: "Oslo" }, context);
          steps.push(`${context.attempt} ${report.step}`);
          return result;
        },
        options({ budgetMs: 8000, maxAttempts: 3 }),
      ),
    );
    expect(steps).toEqual(["1 catch-all", "2 catch-all", "3 catch-all"]);
    expect([outcome.endedBy, outcome.result.status]).toEqual(["out-of-attempts", "tool_error"]);
  });

  it("through the real tools: a user's cancel reaches the tool's own signal, joined with the layer's deadline", async () => {
    const user = new AbortController();
    let toolSignal: AbortSignal | undefined;
    const { tools } = buildTools({});
    const spy = tools.map((tool) => {
      if (tool.name !== "weather") return tool;
      const run: typeof tool.run = (args, ctx) => {
        toolSignal = ctx.signal;
        return tool.run(args, ctx);
      };
      return { ...tool, run };
    });
    const run = layerAttempts(spy);
    const pending = runWithRetries(
      async (context) => (await run("weather", { city: "Oslo" }, context)).result,
      options({ signal: user.signal }),
    );
    await vi.advanceTimersByTimeAsync(50);
    user.abort();
    expect((await settle(pending)).endedBy).toBe("cancelled");
    expect(toolSignal?.aborted).toBe(true);
  });
});
