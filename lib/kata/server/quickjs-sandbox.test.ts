import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_SANDBOX_LIMITS,
  QuickJsSandbox,
  quickJsModule,
  SandboxError,
  type SandboxLimits,
  SandboxStopped,
} from "./quickjs-sandbox";

const open: QuickJsSandbox[] = [];
afterEach(() => {
  // Disposing checks for leaked handles: quickjs throws if any is left.
  for (const sandbox of open.splice(0)) sandbox.dispose();
});

/** A sandbox in a fresh WebAssembly instance, as every grading gets one. */
async function sandbox(limits: Partial<SandboxLimits> = {}): Promise<QuickJsSandbox> {
  // Time budgets here unless a test sets cpuTicks: a tick budget is reached far sooner than a test notices.
  const made = new QuickJsSandbox(await quickJsModule(), {
    ...DEFAULT_SANDBOX_LIMITS,
    cpuMs: 300,
    cpuTicks: 1e9,
    ...limits,
  });
  open.push(made);
  return made;
}
const stopReason = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof SandboxStopped ? error.reason : `not stopped: ${error}`;
  }
  return "ran to the end";
};

describe("QuickJsSandbox", () => {
  it("reaches none of the host: no process, require, fetch, timers, console or module loader", async () => {
    const box = await sandbox();
    box.evaluate(
      `var reach = ["process", "require", "fetch", "setTimeout", "setInterval", "queueMicrotask", "console",
        "XMLHttpRequest", "WebSocket", "std", "os", "Deno", "Bun", "module", "exports", "global", "importScripts"]
        .filter(function (name) { return typeof globalThis[name] !== "undefined"; }).join(",");
      function probe() { return reach + "|" + typeof Function("return this")().process; }`,
      "probe.js",
    );
    expect(box.call(box.hold("probe"))).toBe("|undefined");
  });

  it("refuses a dynamic import: there is no module loader to reach files or the network", async () => {
    const box = await sandbox();
    box.evaluate(
      `var result = "pending";
       import("node:fs").then(function () { result = "loaded"; }, function (e) { result = "refused"; });
       function read() { return result; }`,
      "import.js",
    );
    expect(box.call(box.hold("read"))).toBe("refused");
  });

  it("stops an endless loop at the CPU budget, and stays stopped", async () => {
    const box = await sandbox({ cpuMs: 200 });
    expect(stopReason(() => box.evaluate("for (;;) {}", "loop.js"))).toBe("cpu");
    expect(box.elapsedMs()).toBeGreaterThanOrEqual(200);
    expect(stopReason(() => box.evaluate("1", "after.js"))).toBe("cpu");
  });

  it("stops at the same amount of work each time when the budget is counted in interrupt checks", async () => {
    const work = async () => {
      const box = await sandbox({ cpuTicks: 50, cpuMs: 60_000 });
      box.evaluate("function count() { for (;;) {} }", "count.js");
      expect(stopReason(() => box.call(box.hold("count")))).toBe("cpu");
      return box.ticksUsed();
    };
    const first = await work();
    expect(first).toBeGreaterThan(50);
    expect(await work()).toBe(first);
  });

  it("stops a loop that catches everything, and one hidden in a promise job", async () => {
    const catching = await sandbox();
    expect(stopReason(() => catching.evaluate("for (;;) { try { for (;;) {} } catch (e) {} }", "catch.js"))).toBe(
      "cpu",
    );
    const job = await sandbox();
    expect(stopReason(() => job.evaluate("Promise.resolve().then(function () { for (;;) {} })", "job.js"))).toBe("cpu");
  });

  it("stops an endless chain of promises at the job budget, before it can fill the heap", async () => {
    const chain = "var spin = function () { return Promise.resolve().then(spin); }; spin();";
    const box = await sandbox({ cpuJobs: 5_000, cpuMs: 60_000 });
    expect(stopReason(() => box.evaluate(chain, "chain.js"))).toBe("cpu");
  });

  it("counts the time budget on the clock it is given: one that stands still never stops a spin", async () => {
    const limits = { ...DEFAULT_SANDBOX_LIMITS, cpuMs: 100, cpuTicks: 1e9 };
    const box = new QuickJsSandbox(await quickJsModule(), limits, () => 0);
    open.push(box);
    box.evaluate("function spin(ms) { var end = Date.now() + Number(ms); while (Date.now() < end) {} }", "spin.js");
    box.call(box.hold("spin"), "300");
    expect(box.elapsedMs()).toBe(0);
  });

  it("counts the budget over every call, not per call", async () => {
    const box = await sandbox({ cpuMs: 1_000 });
    box.evaluate("function spin(ms) { var end = Date.now() + Number(ms); while (Date.now() < end) {} }", "spin.js");
    const spin = box.hold("spin");
    box.call(spin, "300");
    box.call(spin, "300");
    expect(box.elapsedMs()).toBeGreaterThan(590);
    expect(stopReason(() => box.call(spin, "500"))).toBe("cpu");
  });

  it("stops a memory bomb at the cap, typed arrays (which QuickJS does not count) included", async () => {
    // NOTE: a CPU budget in work, not time: the objects reach the cap after 140 interrupt
    // checks on any machine, while a time budget (10 s here once) ran out first under load.
    const workOnly = { cpuTicks: 10_000, cpuMs: Number.POSITIVE_INFINITY };
    const buffers = "var keep = []; for (;;) keep.push(new Uint8Array(1 << 20));";
    const first = await sandbox(workOnly);
    expect(stopReason(() => first.evaluate(buffers, "buffers.js"))).toBe("memory");
    const objects = "var keep = []; for (var i = 0;; i++) keep.push({ i: i, s: 'k' + i });";
    const second = await sandbox(workOnly);
    expect(stopReason(() => second.evaluate(objects, "objects.js"))).toBe("memory");
  });

  it("ends a deep recursion inside the engine as a stack overflow, not a crash of the host", async () => {
    const box = await sandbox();
    expect(() => box.evaluate("function f() { return f() + 1; } f();", "deep.js")).toThrow(/stack overflow/);
  });

  it("describes what the code threw without running its getters", async () => {
    const box = await sandbox();
    const thrown = (code: string) => {
      try {
        box.evaluate(code, "throw.js");
      } catch (error) {
        return error instanceof SandboxError ? error.detail : error;
      }
    };
    expect(thrown("throw new TypeError('bad tool')")).toEqual({ name: "TypeError", message: "bad tool" });
    expect(thrown("throw 'just words'")).toEqual({ name: "string", message: "just words" });
    expect(thrown("throw { get message() { for (;;) {} } }")).toEqual({ name: "Error", message: "" });
  });

  it("keeps a held function when later code rewrites the global", async () => {
    const box = await sandbox();
    box.evaluate("function answer() { return 'harness'; }", "harness.js");
    const held = box.hold("answer");
    box.evaluate("answer = function () { return 'forged'; };", "student.js");
    expect(box.call(held)).toBe("harness");
  });
});
