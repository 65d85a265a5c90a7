import { describe, expect, it } from "vitest";
import { RetryBudget } from "./retry-budget";

describe("RetryBudget", () => {
  it("grants the reserve, then one retry per ten calls at a ratio of 0.1", () => {
    const budget = new RetryBudget({ ratio: 0.1, reserve: 2, capacity: 100 });
    expect([budget.tryRetry(), budget.tryRetry(), budget.tryRetry()]).toEqual([true, true, false]);
    for (let i = 0; i < 9; i++) budget.recordCall();
    expect(budget.tryRetry()).toBe(false);
    budget.recordCall(); // the tenth call completes a token
    expect(budget.tryRetry()).toBe(true);
    expect({ granted: budget.granted, refused: budget.refused }).toEqual({ granted: 3, refused: 2 });
  });

  it("keeps retries to reserve + ratio × calls however many calls fail", () => {
    const budget = new RetryBudget({ ratio: 0.1, reserve: 10, capacity: 100 });
    let retries = 0;
    for (let call = 0; call < 1000; call++) {
      budget.recordCall();
      for (let attempt = 0; attempt < 3; attempt++) if (budget.tryRetry()) retries++;
    }
    expect(retries).toBe(110);
  });

  it("saves up no more than its capacity in quiet times", () => {
    const budget = new RetryBudget({ ratio: 1, reserve: 0, capacity: 3 });
    for (let i = 0; i < 50; i++) budget.recordCall();
    expect(budget.available).toBe(3);
  });

  it("refuses settings that make no sense", () => {
    expect(() => new RetryBudget({ ratio: -1, reserve: 0, capacity: 1 })).toThrow(/ratio/);
    expect(() => new RetryBudget({ ratio: 0.1, reserve: 5, capacity: 1 })).toThrow(/reserve/);
  });
});
