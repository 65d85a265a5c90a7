import { describe, expect, it } from "vitest";
import { layerSource } from "./corpus/layer-source";
import { createRealmEngine } from "./engine-realm";
import { stripTypes } from "./strip-types";
import { layerWithRun, oneCall, runOnce } from "./test-layers";

const reference = layerSource();
const callTool = `const tool = tools.find((t) => t.name === name);
    return await callWithDeadline((signal) => tool.run(tool.check(rawArgs).args, { signal }), ms);`;

async function loadAnswer(source: string) {
  const stripped = stripTypes(source);
  if (!stripped.ok) throw new Error(stripped.refusal.message);
  const engine = createRealmEngine();
  try {
    return await engine.load(stripped.js);
  } finally {
    engine.dispose();
  }
}

describe("the realm engine and its harness", () => {
  it("ends a hanging tool at a minute-long deadline in virtual time", async () => {
    const minute = 60_000;
    const started = performance.now();
    const hang = { kind: "hang", onAbort: "ignore", message: "never" } as const;
    const report = await runOnce(reference, oneCall("weather", { city: "Oslo" }, hang, minute));
    expect(report.outcomes[0]?.outcome).toEqual({
      kind: "resolved",
      value: { status: "timeout", tool: "weather", error: `no answer within ${minute} ms` },
    });
    expect(performance.now() - started).toBeLessThan(minute);
  });

  it("fires the deadline before a tool due at the same instant (the deadline was set first)", async () => {
    const tie = { kind: "return", output: 1, afterMs: 100 } as const;
    const report = await runOnce(reference, oneCall("calculator", { expression: "1" }, tie, 100));
    expect(report.outcomes[0]?.outcome).toMatchObject({ kind: "resolved", value: { status: "timeout" } });
  });

  it("counts tool calls and records the arguments the tool received, as checked (trimmed, defaults added)", async () => {
    const ok = { kind: "return", output: { temperature: 21 }, afterMs: 5 } as const;
    const report = await runOnce(reference, oneCall("weather", { city: " Oslo " }, ok));
    expect(report.outcomes[0]).toEqual({
      outcome: { kind: "resolved", value: { status: "ok", tool: "weather", output: { temperature: 21 } } },
      toolCalls: 1,
      receivedArgs: { city: "Oslo", units: "metric" },
    });
  });

  it("runs the calls of a case one after another, each on the same clock", async () => {
    const slow = { kind: "return", output: "a", afterMs: 900 } as const;
    const report = await runOnce(reference, {
      timeoutMs: 1000,
      calls: [
        { tool: "calculator", args: { expression: "1" }, behaviour: slow },
        { tool: "calculator", args: { expression: "2" }, behaviour: slow },
      ],
    });
    expect(report.callsStarted).toBe(2);
    expect(report.outcomes.map((o) => o.outcome.kind)).toEqual(["resolved", "resolved"]);
  });

  it("records a rejection as escaped, with the message of whatever was thrown", async () => {
    const ok = { kind: "return", output: 1, afterMs: 0 } as const;
    const report = await runOnce(layerWithRun("throw 42;"), oneCall("calculator", { expression: "1" }, ok));
    expect(report.outcomes[0]?.outcome).toEqual({ kind: "escaped", message: "42" });
  });

  it("reports a call that nothing will ever settle as never-settled", async () => {
    const ok = { kind: "return", output: 1, afterMs: 0 } as const;
    const report = await runOnce(layerWithRun("return new Promise(() => {});"), oneCall("calculator", {}, ok));
    expect(report.outcomes[0]?.outcome).toEqual({ kind: "never-settled" });
  });

  it("copies only own data: getters, undefined, NaN and functions are marked, never read or trusted", async () => {
    const body = `return { get status() { return "ok"; }, tool: undefined, output: [NaN, () => 1] };`;
    const report = await runOnce(
      layerWithRun(body),
      oneCall("calculator", {}, { kind: "return", output: 1, afterMs: 0 }),
    );
    expect(report.outcomes[0]?.outcome).toEqual({
      kind: "resolved",
      value: {
        status: { "kata:not-json": "a getter" },
        tool: { "kata:not-json": "undefined" },
        output: [{ "kata:not-json": "NaN" }, { "kata:not-json": "a function" }],
      },
    });
  });

  it("cuts what no rule needs: a huge string returned, a huge message thrown", async () => {
    const ok = { kind: "return", output: 1, afterMs: 0 } as const;
    const huge = await runOnce(layerWithRun(`return { output: "x".repeat(20_000) };`), oneCall("calculator", {}, ok));
    expect(huge.outcomes[0]?.outcome).toEqual({
      kind: "resolved",
      value: { output: { "kata:not-json": "a string of 20000 characters" } },
    });
    const thrown = await runOnce(layerWithRun(`throw "y".repeat(20_000);`), oneCall("calculator", {}, ok));
    const outcome = thrown.outcomes[0]?.outcome;
    expect(outcome?.kind === "escaped" && outcome.message.length).toBeLessThan(20_000);
  });

  it("acts out a tool's own timeout signal and a bare-string throw", async () => {
    const signal = await runOnce(
      layerWithRun(callTool),
      oneCall("database", { sql: "x" }, { kind: "signal-timeout", message: "gave up", afterMs: 3 }),
    );
    expect(signal.outcomes[0]?.outcome).toMatchObject({ kind: "escaped", message: "gave up" });
    const bare = await runOnce(
      layerWithRun(callTool),
      oneCall("database", { sql: "x" }, { kind: "throw-now", message: "no" }),
    );
    expect(bare.outcomes[0]?.outcome).toEqual({ kind: "escaped", message: "no" });
  });

  it("hides the host from the module: process, globalThis and real timers are undefined", async () => {
    const body = `return [typeof process, typeof globalThis, typeof setInterval, typeof fetch, typeof setTimeout];`;
    const report = await runOnce(
      layerWithRun(body),
      oneCall("calculator", {}, { kind: "return", output: 1, afterMs: 0 }),
    );
    expect(report.outcomes[0]?.outcome).toEqual({
      kind: "resolved",
      value: ["undefined", "undefined", "undefined", "undefined", "function"],
    });
  });

  it("refuses at load: a module that throws, a hidden require, a changed built-in, a non-class ToolsLayer", async () => {
    expect(await loadAnswer(`${reference}\nthrow new Error("boom");`)).toMatchObject({ ok: false, code: "crashed" });
    expect(await loadAnswer(`${reference}\nconst m = "fs"; (require as any)(m);`)).toMatchObject({ code: "import" });
    expect(await loadAnswer(`${reference}\n(Object.prototype as any).x = 1;`)).toEqual({
      ok: false,
      code: "crashed",
      message: "your code changed a JavaScript built-in (Object.prototype (a property was added or removed))",
    });
    expect(Object.hasOwn(Object.prototype, "x")).toBe(false);
    expect(await loadAnswer("export const ToolsLayer = 5;\nexports.ToolsLayer = 5;")).toMatchObject({
      code: "no-layer",
    });
  });
});
