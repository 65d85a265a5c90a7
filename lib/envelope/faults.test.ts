import { afterEach, describe, expect, it, type Mock, vi } from "vitest";
import { checkProbability, checkSlowMs, type Fault, FaultPlanSchema, InjectedFault, withFault } from "./faults";
import { mulberry32 } from "./prng";
import { makeTool, settle, useFakeClock } from "./test-support";
import { type ToolContext, ToolsLayer } from "./tools-layer";

type Run = (args: unknown, ctx: ToolContext) => Promise<unknown>;

const layerWith = (fault: Fault | undefined, seed = 1, run: Mock<Run> = vi.fn(async () => "real answer")) => ({
  run,
  layer: new ToolsLayer([withFault(makeTool({ run }), fault, mulberry32(seed))], { timeoutMs: 1000 }),
});

afterEach(() => {
  vi.useRealTimers();
});

describe("withFault", () => {
  it("passes calls straight through when there is no fault", async () => {
    const { layer } = layerWith(undefined);
    expect(await layer.run("doubler", { x: 1 })).toEqual({ status: "ok", tool: "doubler", output: "real answer" });
  });

  it("throws an InjectedFault with the given message, so the call is a tool_error and the tool never runs", async () => {
    const { layer, run } = layerWith({ kind: "throw", message: "disk full" });
    expect(await layer.run("doubler", { x: 1 })).toEqual({
      status: "tool_error",
      tool: "doubler",
      error: "disk full",
      code: "internal",
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("uses a default message for a throw without one", async () => {
    const tool = withFault(makeTool(), { kind: "throw" }, Math.random);
    await expect(tool.run({ x: 1 }, { signal: new AbortController().signal })).rejects.toEqual(
      new InjectedFault("injected fault in doubler"),
    );
  });

  it("hangs until the deadline ends the call as timeout", async () => {
    useFakeClock();
    const { result, report } = await settle(layerWith({ kind: "hang" }).layer.runWithReport("doubler", { x: 1 }));
    expect(result.status).toBe("timeout");
    expect(report.durationMs).toBe(1000);
  });

  it("delays the real tool by ms when slow", async () => {
    useFakeClock();
    const { layer, run } = layerWith({ kind: "slow", ms: 400 });
    const { result, report } = await settle(layer.runWithReport("doubler", { x: 1 }));
    expect([result.status, report.durationMs, run.mock.calls.length]).toEqual(["ok", 400, 1]);
  });

  it("passes outage and pool_exhausted to the tool to act out", async () => {
    const seen: unknown[] = [];
    const run = vi.fn<Run>(async (_, ctx) => seen.push(ctx.simulate));
    await layerWith({ kind: "outage" }, 1, run).layer.run("doubler", { x: 1 });
    await layerWith({ kind: "pool_exhausted" }, 1, run).layer.run("doubler", { x: 1 });
    expect(seen).toEqual(["outage", "pool_exhausted"]);
  });

  it("fails a flaky call about p of the time, and replays the same pattern with the same seed", async () => {
    const pattern = async (seed: number) => {
      const { layer } = layerWith({ kind: "flaky", p: 0.3, fault: { kind: "throw" } }, seed);
      const statuses: string[] = [];
      for (let i = 0; i < 400; i++) statuses.push((await layer.run("doubler", { x: 1 })).status);
      return statuses;
    };
    const first = await pattern(42);
    expect(await pattern(42)).toEqual(first);
    expect(await pattern(43)).not.toEqual(first);
    const failures = first.filter((s) => s === "tool_error").length;
    expect(failures).toBeGreaterThan(80);
    expect(failures).toBeLessThan(160);
  });

  it("never fails with p = 0 and always fails with p = 1", async () => {
    const never = layerWith({ kind: "flaky", p: 0, fault: { kind: "throw" } }).layer;
    const always = layerWith({ kind: "flaky", p: 1, fault: { kind: "throw" } }).layer;
    for (let i = 0; i < 50; i++) {
      expect((await never.run("doubler", { x: 1 })).status).toBe("ok");
      expect((await always.run("doubler", { x: 1 })).status).toBe("tool_error");
    }
  });
});

describe("FaultPlanSchema", () => {
  it("accepts one fault per built-in tool", () => {
    const plan = {
      calculator: { kind: "flaky", p: 0.5, fault: { kind: "throw", message: "boom" } },
      weather: { kind: "outage" },
      database: { kind: "pool_exhausted" },
    };
    expect(FaultPlanSchema.parse(plan)).toEqual(plan);
  });

  it.each([
    [{ calculator: { kind: "outage" } }, "calculator.kind", "the fault kinds here are throw, hang, slow and flaky"],
    [
      { weather: { kind: "pool_exhausted" } },
      "weather.kind",
      "the fault kinds here are throw, hang, slow, outage and flaky",
    ],
    [
      { weather: { kind: "flaky", p: 0.5, fault: { kind: "flaky", p: 1, fault: { kind: "hang" } } } },
      "weather.fault.kind",
      "the fault kinds here are throw, hang, slow, outage",
    ],
    [{ database: { kind: "flaky", p: 1.5, fault: { kind: "hang" } } }, "database.p", "p must be a number from 0 to 1"],
    [{ weather: { kind: "slow", ms: -1 } }, "weather.ms", "ms must be a whole number from 0 to 60000 ms"],
    [{ weather: { kind: "slow", ms: 1.5 } }, "weather.ms", "ms must be a whole number from 0 to 60000 ms"],
    [{ printer: { kind: "hang" } }, "", 'Unrecognized key: "printer"'],
  ])("refuses %j", (plan, path, message) => {
    const issue = FaultPlanSchema.safeParse(plan).error?.issues[0];
    expect([issue?.path.join("."), issue?.message]).toEqual([path, message]);
  });
});

describe("fault limits", () => {
  it("lets a slow fault wait from 0 to a minute, in whole ms", () => {
    expect([checkSlowMs("0").ok, checkSlowMs(60_000).ok]).toEqual([true, true]);
    expect(checkSlowMs("60001")).toEqual({ ok: false, problem: "must be a whole number from 0 to 60000 ms" });
    expect(checkSlowMs("2.5").ok).toBe(false);
  });

  it("lets a flaky fault fire with any probability from 0 to 1", () => {
    expect(checkProbability("0.05")).toEqual({ ok: true, value: 0.05 });
    expect(checkProbability("1.5")).toEqual({ ok: false, problem: "must be a number from 0 to 1" });
  });
});
