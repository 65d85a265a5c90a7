import { describe, expect, it } from "vitest";
import { createLiveRealm } from "./engine-realm";
import type { LiveHostTool } from "./harness/harness";
import { REFERENCE_SOURCE, STARTER_SOURCE } from "./lesson-layers";
import { stripTypes } from "./strip-types";
import type { ToolAnswer } from "./ui/layer-protocol";

/** A host tool that accepts any object and settles its run with `answer` after `ms` real ms (never, for null). */
function hostTool(name: string, answer: ToolAnswer | null, ms = 0): LiveHostTool & { aborted: number } {
  const tool = {
    name,
    aborted: 0,
    check: (raw: unknown) =>
      typeof raw === "object" && raw !== null
        ? { ok: true as const, args: raw }
        : { ok: false as const, error: "arguments: expected an object" },
    run: () => ({
      settled: new Promise<ToolAnswer>((resolve) => {
        if (answer) setTimeout(() => resolve(answer), ms);
      }),
      abort: () => {
        tool.aborted += 1;
      },
    }),
  };
  return tool;
}

function loaded(source: string) {
  const stripped = stripTypes(source);
  if (!stripped.ok) throw new Error(stripped.refusal.message);
  const realm = createLiveRealm();
  expect(realm.load(stripped.js)).toEqual({ ok: true });
  return realm;
}

describe("the live realm (the sandbox's my layer)", () => {
  it("runs the reference over host tools and returns the tool's value as ok", async () => {
    const report = await loaded(REFERENCE_SOURCE).call(
      500,
      [hostTool("weather", { reason: "value", ok: true, value: { t: 3 } })],
      "weather",
      { city: "Oslo" },
    );
    expect(report).toEqual({
      outcome: { kind: "resolved", value: { status: "ok", tool: "weather", output: { t: 3 } } },
      toolCalls: 1,
      receivedArgs: { city: "Oslo" },
    });
  });

  it("shows the starter's unknown-tool bug as the tool_error it returns", async () => {
    const report = await loaded(STARTER_SOURCE).call(500, [hostTool("weather", null)], "search", {});
    expect(report.outcome).toMatchObject({ kind: "resolved", value: { status: "tool_error", tool: "search" } });
  });

  it("ends a hung tool at the deadline on real timers, tells the host to abort, and hands the layer a timeout signal", async () => {
    const hung = hostTool("weather", null);
    const started = Date.now();
    const report = await loaded(REFERENCE_SOURCE).call(80, [hung], "weather", { city: "Oslo" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(report.outcome).toMatchObject({
      kind: "resolved",
      value: { status: "timeout", error: "no answer within 80 ms" },
    });
    expect(hung.aborted).toBe(1);
  });

  it("turns a host error into an Error with its message, and a host timeout into a timeout signal", async () => {
    const error = await loaded(REFERENCE_SOURCE).call(
      500,
      [hostTool("weather", { reason: "error", ok: false, name: "CityNotFoundError", message: "no such city" })],
      "weather",
      {},
    );
    expect(error.outcome).toMatchObject({ value: { status: "tool_error", error: "no such city" } });
    const timeout = await loaded(REFERENCE_SOURCE).call(
      500,
      [hostTool("weather", { reason: "timeout", ok: false, message: "gave up" })],
      "weather",
      {},
    );
    expect(timeout.outcome).toMatchObject({ value: { status: "timeout", error: "gave up" } });
  });

  it("reports a run that throws as escaped", async () => {
    const throwing = REFERENCE_SOURCE.replace(
      "async run(name: string, rawArgs: unknown): Promise<ToolResult> {",
      "$&\n    throw new Error('boom');",
    );
    const report = await loaded(throwing).call(500, [], "weather", {});
    expect(report.outcome).toEqual({ kind: "escaped", message: "boom" });
  });
});
