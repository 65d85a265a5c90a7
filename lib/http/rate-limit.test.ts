import { describe, expect, it } from "vitest";
import { createRateLimit, overBudget } from "./rate-limit";

/** A limit on a clock the test moves by hand. */
function limitAt(options: { burst: number; perSecond: number; maxClients?: number }) {
  let ms = 1_000_000;
  const limit = createRateLimit({ ...options, now: () => ms });
  return { limit, wait: (seconds: number) => (ms += seconds * 1000) };
}

describe("createRateLimit", () => {
  it("lets a client spend its burst at once, then says how long to wait, and spends nothing on a refusal", () => {
    const { limit, wait } = limitAt({ burst: 12, perSecond: 4 });
    expect(limit.take("a", 6)).toBe(0);
    expect(limit.take("a", 6)).toBe(0);
    // Empty: 6 units at 4 a second is 1.5 s, said as 2.
    expect(limit.take("a", 6)).toBe(2);
    expect(limit.take("a", 6)).toBe(2);
    wait(1);
    // 4 earned, 2 short: half a second, said as 1; the refusals before took nothing.
    expect(limit.take("a", 6)).toBe(1);
    wait(0.5);
    expect(limit.take("a", 6)).toBe(0);
    expect(limit.take("a", 1)).toBe(1);
  });

  it("keeps each client's budget apart", () => {
    const { limit } = limitAt({ burst: 6, perSecond: 1 });
    expect(limit.take("a", 6)).toBe(0);
    expect(limit.take("a", 1)).toBe(1);
    expect(limit.take("b", 6)).toBe(0);
  });

  it("earns back no more than the burst, however long a client was away", () => {
    const { limit, wait } = limitAt({ burst: 6, perSecond: 1 });
    expect(limit.take("a", 6)).toBe(0);
    wait(3600);
    expect(limit.take("a", 6)).toBe(0);
    expect(limit.take("a", 1)).toBe(1);
  });

  it("asks for at most the burst, so a request larger than the burst is not refused for ever", () => {
    const { limit, wait } = limitAt({ burst: 4, perSecond: 2 });
    expect(limit.take("a", 10)).toBe(0);
    expect(limit.take("a", 10)).toBe(2);
    wait(2);
    expect(limit.take("a", 10)).toBe(0);
  });

  it("remembers at most maxClients, forgetting the one seen longest ago", () => {
    const { limit } = limitAt({ burst: 1, perSecond: 0.001, maxClients: 2 });
    expect(limit.take("a", 1)).toBe(0);
    expect(limit.take("b", 1)).toBe(0);
    // a is seen again (refused), so b is now the stalest, and c's arrival forgets b.
    expect(limit.take("a", 1)).toBeGreaterThan(0);
    expect(limit.take("c", 1)).toBe(0);
    expect(limit.take("a", 1)).toBeGreaterThan(0);
    expect(limit.take("b", 1)).toBe(0);
  });
});

describe("overBudget", () => {
  it("is a 429 JSON error with Retry-After in seconds and the wait in words", async () => {
    const response = overBudget(3);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect((await response.json()).error.message).toMatch(/try again in 3 seconds/);
  });
});
