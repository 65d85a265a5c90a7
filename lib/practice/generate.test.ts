import { describe, expect, it } from "vitest";
import { generateItem, keyScenario } from "./generate";
import { toPublicItem } from "./public-item";
import type { Scenario } from "./scenario";
import { sqlExecutor } from "./test-support";

const executor = sqlExecutor();
const scenario = (over: Partial<Scenario>): Scenario => ({
  tool: "calculator",
  args: { expression: "2 * (3 + 4)" },
  timeoutMs: 2000,
  faults: {},
  seed: 1,
  ...over,
});

describe("keyScenario", () => {
  it("keys a division by zero as tool_error, decided by the catch-all", async () => {
    expect(await keyScenario(scenario({ args: { expression: "1 / 0" } }), "status", executor)).toEqual({
      key: "tool_error",
      step: "catch-all",
    });
  });

  it("keys an email whose reply comes after the deadline as a timeout after the side effect", async () => {
    const late = scenario({
      tool: "send_email",
      args: { to: "ada@example.com", subject: "Hi", body: "" },
      faults: { send_email: { kind: "late_reply", ms: 4000 } },
    });
    expect((await keyScenario(late, "ending", executor))?.key).toBe("cut-after-effect");
  });

  it("counts the attempts the retry loop makes at a service that is down", async () => {
    const down = scenario({
      tool: "weather",
      args: { city: "Oslo" },
      timeoutMs: 1000,
      faults: { weather: { kind: "hang" } },
      retry: { maxAttempts: 3, budgetMs: 12_000 },
    });
    expect((await keyScenario(down, "attempts", executor))?.key).toBe("3");
  });

  it("refuses a call whose outcome turns on the deadline's last few hundred ms", async () => {
    const close = scenario({ timeoutMs: 2000, faults: { calculator: { kind: "slow", ms: 1800 } } });
    expect(await keyScenario(close, "status", executor)).toBeUndefined();
    const clear = scenario({ timeoutMs: 2000, faults: { calculator: { kind: "slow", ms: 4000 } } });
    expect((await keyScenario(clear, "status", executor))?.key).toBe("timeout");
  });
});

describe("toPublicItem", () => {
  it("leaves out the key, the deciding step and the engine's seed", async () => {
    const item = await generateItem(
      7,
      { lesson: "x", concept: "status", ask: "status", stem: "What does {tool} give?" },
      executor,
    );
    expect(JSON.stringify(toPublicItem(item))).not.toMatch(/"(key|step|seed)"/);
    expect(toPublicItem(item).choices).toEqual(item.choices);
    expect(toPublicItem(item).prompt).toBe(item.prompt);
  });
});
