import { describe, expect, it } from "vitest";
import { describeRetryHint, retryAfterHeaderMs, retryHintOf, ToolFailure } from "./retry-hint";
import { throwingLayer } from "./test-support";

describe("retry hints", () => {
  it("carries the hint of a thrown ToolFailure into the tool_error envelope", async () => {
    const thrown = new ToolFailure("HTTP 429 Too Many Requests", {
      retryable: true,
      afterMs: 2000,
      reason: "HTTP 429",
    });
    expect(await throwingLayer(thrown).run("flaky", {})).toEqual({
      status: "tool_error",
      tool: "flaky",
      error: "HTTP 429 Too Many Requests",
      code: "internal",
      retry: { retryable: true, afterMs: 2000, reason: "HTTP 429" },
    });
  });

  it("never reads a hint from the message text: a plain Error that says 'retry after 5 s' gets none", async () => {
    const result = await throwingLayer(new Error("HTTP 503, please retry after 5 s")).run("flaky", {});
    expect(result).toEqual({
      status: "tool_error",
      tool: "flaky",
      error: "HTTP 503, please retry after 5 s",
      code: "internal",
    });
  });

  it("ignores a look-alike object with a retry field that is not a ToolFailure", () => {
    expect(retryHintOf({ message: "x", retry: { retryable: true } })).toEqual({});
  });

  it("drops a hint that fails the schema instead of trusting it", () => {
    expect(retryHintOf(new ToolFailure("x", { retryable: true, afterMs: -5 }))).toEqual({});
    expect(retryHintOf(new ToolFailure("x", { retryable: "yes" } as never))).toEqual({});
  });

  it("never throws for a ToolFailure whose retry getter throws", () => {
    const hostile = new ToolFailure("x", { retryable: true });
    Object.defineProperty(hostile, "retry", {
      get() {
        throw new Error("boom");
      },
    });
    expect(retryHintOf(hostile)).toEqual({});
  });

  it("reads Retry-After delay-seconds as ms and refuses what is not delay-seconds", () => {
    expect(retryAfterHeaderMs("1")).toBe(1000);
    expect(retryAfterHeaderMs(" 120 ")).toBe(120_000);
    expect(retryAfterHeaderMs("-1")).toBeUndefined();
    expect(retryAfterHeaderMs("1.5")).toBeUndefined();
    expect(retryAfterHeaderMs("Wed, 21 Oct 2015 07:28:00 GMT")).toBeUndefined();
  });

  it("says a hint in a few words", () => {
    expect(describeRetryHint({ retryable: true, afterMs: 1000 })).toBe("retry after 1000 ms");
    expect(describeRetryHint({ retryable: true })).toBe("retry: yes");
    expect(describeRetryHint({ retryable: false })).toBe("retry: no");
    expect(describeRetryHint({ retryable: false, afterMs: 700 })).toBe("no retry before 700 ms");
  });
});
