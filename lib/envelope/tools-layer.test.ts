import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ToolTimeoutError } from "./deadline";
import { STEP_LINES } from "./step-lines.generated";
import { makeTool, settle, useFakeClock } from "./test-support";
import { ToolResultSchema } from "./tool-result";
import { ToolsLayer } from "./tools-layer";

/** A layer holding one "doubler" tool, changed by `overrides`. */
const layerWith = (overrides: Parameters<typeof makeTool>[0] = {}) => new ToolsLayer([makeTool(overrides)]);
const source = readFileSync(new URL("./tools-layer.ts", import.meta.url), "utf8").split("\n");
const linesOf = (range: { start: number; end: number }) => source.slice(range.start - 1, range.end).join("\n");

afterEach(() => {
  vi.useRealTimers();
});

describe("constructor", () => {
  it("throws naming the tool when two tools are registered under one name", () => {
    expect(() => new ToolsLayer([makeTool(), makeTool()])).toThrow("tool registered twice: doubler");
  });
});

describe("step 1: unknown tool", () => {
  it("reports invalid_args naming the tool when no tool has that name", async () => {
    const run = vi.fn();
    const result = await layerWith({ run }).run("weathr", { x: 1 });
    expect(result).toEqual({
      status: "invalid_args",
      tool: "weathr",
      error: "unknown tool: weathr",
      code: "unknown_tool",
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("does not find tools on Object.prototype", async () => {
    const result = await layerWith().run("constructor", {});
    expect(result.status).toBe("invalid_args");
  });

  it("still answers with a string tool name when a JavaScript caller passes a symbol or a hostile object", async () => {
    const hostile = {
      toString: () => {
        throw new Error("no");
      },
    };
    for (const name of [Symbol("x"), hostile, 42, undefined]) {
      const result = await layerWith().run(name as unknown as string, {});
      expect(ToolResultSchema.parse(result).status).toBe("invalid_args");
      expect(typeof result.tool).toBe("string");
    }
  });
});

describe("step 2: validation", () => {
  it("reports invalid_args and never calls the tool when an argument has the wrong type", async () => {
    const run = vi.fn();
    const result = await layerWith({ run }).run("doubler", { x: "3" });
    expect(result).toEqual({
      status: "invalid_args",
      tool: "doubler",
      error: "x: expected number, received string",
      code: "bad_arguments",
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("names the full path of a nested argument in the message", async () => {
    const argsSchema = z.object({ point: z.object({ y: z.number() }) });
    const result = await layerWith({ argsSchema }).run("doubler", { point: { y: null } });
    expect(result.status === "invalid_args" && result.error).toBe("point.y: expected number, received null");
  });

  it("reports only the first problem when several arguments are wrong", async () => {
    const argsSchema = z.object({ a: z.string(), b: z.string() });
    const result = await layerWith({ argsSchema }).run("doubler", {});
    expect(result.status === "invalid_args" && result.error).toBe("a: expected string, received undefined");
  });

  it("reports invalid_args, not a crash, when reading the arguments throws", async () => {
    const run = vi.fn();
    const args = {
      get x(): number {
        throw new Error("getter exploded");
      },
    };
    const result = await layerWith({ run }).run("doubler", args);
    expect(result).toEqual({
      status: "invalid_args",
      tool: "doubler",
      error: "arguments: could not be read (getter exploded)",
      code: "bad_arguments",
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("hands the tool the parsed arguments, not the raw ones", async () => {
    const run = vi.fn(async (args: unknown) => args);
    const argsSchema = z.object({ x: z.number() }); // strips unknown keys
    const result = await layerWith({ run, argsSchema }).run("doubler", { x: 1, extra: true });
    expect(result).toEqual({ status: "ok", tool: "doubler", output: { x: 1 } });
  });
});

describe("step 3: success", () => {
  it("reports ok with the tool's output when the tool returns", async () => {
    expect(await layerWith().run("doubler", { x: 21 })).toEqual({
      status: "ok",
      tool: "doubler",
      output: { doubled: 42 },
    });
  });

  it("reports ok even when the answer is wrong: the envelope says how the call ended", async () => {
    const result = await layerWith({ run: async () => ({ doubled: -1 }) }).run("doubler", { x: 21 });
    expect(result).toEqual({ status: "ok", tool: "doubler", output: { doubled: -1 } });
  });

  it("reports output null when the tool returns nothing, so the field survives JSON", async () => {
    const result = await layerWith({ run: async () => undefined }).run("doubler", { x: 1 });
    expect(result).toEqual({ status: "ok", tool: "doubler", output: null });
    expect(ToolResultSchema.safeParse(result).success).toBe(true);
  });
});

describe("step 4: timeout", () => {
  it("reports timeout with the signal's message when the tool throws ToolTimeoutError", async () => {
    const run = async () => {
      throw new ToolTimeoutError("upstream gave up after 900 ms");
    };
    const result = await layerWith({ run }).run("doubler", { x: 1 });
    expect(result).toEqual({
      status: "timeout",
      tool: "doubler",
      error: "upstream gave up after 900 ms",
      code: "deadline",
    });
  });

  it("reports timeout when the tool's own AbortSignal.timeout fires", async () => {
    const run = async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    };
    expect((await layerWith({ run }).run("doubler", { x: 1 })).status).toBe("timeout");
  });

  it("reports timeout when the tool outlives its deadline, even if it ignores its signal", async () => {
    useFakeClock();
    const layer = new ToolsLayer([makeTool({ run: () => new Promise(() => {}) })], { timeoutMs: 2000 });
    let result: unknown;
    void layer.run("doubler", { x: 1 }).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: "timeout", tool: "doubler", error: "no answer within 2000 ms", code: "deadline" });
  });

  it("aborts the tool's signal at the deadline, with the timeout signal as reason", async () => {
    useFakeClock();
    let seen: AbortSignal | undefined;
    const run = (_: unknown, ctx: { signal: AbortSignal }) => {
      seen = ctx.signal;
      return new Promise(() => {});
    };
    await settle(new ToolsLayer([makeTool({ run })], { timeoutMs: 50 }).run("doubler", { x: 1 }));
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(ToolTimeoutError);
  });

  it("uses the tool's own timeoutMs instead of the layer's", async () => {
    useFakeClock();
    const layer = new ToolsLayer([makeTool({ timeoutMs: 100, run: () => new Promise(() => {}) })], { timeoutMs: 5000 });
    const pending = layer.runWithReport("doubler", { x: 1 });
    const { result, report } = await settle(pending);
    expect(result.status).toBe("timeout");
    expect(report.durationMs).toBe(100);
  });

  it("cannot cut off synchronous work: a busy-waiting tool past its deadline still ends ok", async () => {
    const busyMs = 60;
    const run = async () => {
      const until = performance.now() + busyMs;
      while (performance.now() < until) {} // holds the thread, so the deadline's timer cannot fire
      return 1;
    };
    const result = await new ToolsLayer([makeTool({ run })], { timeoutMs: 10 }).run("doubler", { x: 1 });
    expect(result.status).toBe("ok");
  });

  it("leaves no timer behind once a call has returned", async () => {
    useFakeClock();
    await settle(layerWith().run("doubler", { x: 1 }));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("step 5: catch-all", () => {
  it("reports tool_error, not timeout, when an ordinary error's message mentions a timeout", async () => {
    const run = async () => {
      throw new Error("timeout while reading socket");
    };
    const result = await layerWith({ run }).run("doubler", { x: 1 });
    expect(result).toEqual({
      status: "tool_error",
      tool: "doubler",
      error: "timeout while reading socket",
      code: "internal",
    });
  });

  it("reports tool_error for a look-alike object named TimeoutError that is not an error", async () => {
    const run = async () => {
      throw { name: "TimeoutError", message: "fake" };
    };
    expect((await layerWith({ run }).run("doubler", { x: 1 })).status).toBe("tool_error");
  });

  it("reports tool_error when the tool throws synchronously instead of rejecting", async () => {
    const run = () => {
      throw new TypeError("x.map is not a function");
    };
    const result = await layerWith({ run }).run("doubler", { x: 1 });
    expect(result).toEqual({
      status: "tool_error",
      tool: "doubler",
      error: "x.map is not a function",
      code: "internal",
    });
  });

  it.each([
    ["a string", "disk full", "disk full"],
    ["undefined", undefined, "the tool threw undefined"],
    ["null", null, "the tool threw null"],
    ["a number", 404, "404"],
    ["an object", { code: 7 }, '{"code":7}'],
    ["an error with no message", new RangeError(""), "the tool threw an error (RangeError) with no message"],
  ])("reports tool_error with a readable message when the tool throws %s", async (_, thrown, error) => {
    const result = await layerWith({
      run: async () => {
        throw thrown;
      },
    }).run("doubler", { x: 1 });
    expect(result).toEqual({ status: "tool_error", tool: "doubler", error, code: "internal" });
  });

  it("reports tool_error even for thrown values whose getters and toString throw", async () => {
    const nasty = {
      get message(): string {
        throw new Error("no message for you");
      },
      toString() {
        throw new Error("no string either");
      },
      toJSON() {
        throw new Error("no JSON");
      },
    };
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    for (const thrown of [nasty, revoked.proxy, Symbol("boom")]) {
      const result = await layerWith({
        run: async () => {
          throw thrown;
        },
      }).run("doubler", { x: 1 });
      expect(result.status).toBe("tool_error");
      expect(ToolResultSchema.safeParse(result).success).toBe(true);
    }
  });
});

describe("runWithReport", () => {
  it("reports the deciding step, its lines in tools-layer.ts and the time taken by the injected clock", async () => {
    let clock = 1_000;
    const run = async () => {
      clock += 25;
      return 1;
    };
    const layer = new ToolsLayer([makeTool({ run })], { now: () => clock });
    const { result, report } = await layer.runWithReport("doubler", { x: 1 });
    expect(result).toEqual({ status: "ok", tool: "doubler", output: 1 });
    expect(report).toEqual({ step: "success", lines: STEP_LINES.success, durationMs: 25, startedAt: 1_000 });
  });

  it.each([
    ["unknown-tool", "nope", { x: 1 }, "unknown tool"],
    ["validation", "doubler", { x: "1" }, "checkArgs("],
    ["success", "doubler", { x: 1 }, 'status: "ok"'],
  ] as const)("points the %s report at lines that hold that step's code", async (step, tool, args, snippet) => {
    const { report } = await layerWith().runWithReport(tool, args);
    expect(report.step).toBe(step);
    expect(linesOf(report.lines)).toContain(snippet);
  });

  it("points timeout and catch-all reports at their own lines", async () => {
    const timeout = await layerWith({
      run: async () => {
        throw new ToolTimeoutError("t");
      },
    }).runWithReport("doubler", { x: 1 });
    const crash = await layerWith({
      run: async () => {
        throw new Error("e");
      },
    }).runWithReport("doubler", { x: 1 });
    expect([timeout.report.step, crash.report.step]).toEqual(["timeout", "catch-all"]);
    expect(linesOf(timeout.report.lines)).toContain("isTimeoutSignal(thrown)");
    expect(linesOf(crash.report.lines)).toContain('status: "tool_error"');
  });

  it("gives the same envelope as run", async () => {
    const layer = layerWith();
    expect((await layer.runWithReport("doubler", { x: 4 })).result).toEqual(await layer.run("doubler", { x: 4 }));
  });
});
