import { afterEach, describe, expect, it, vi } from "vitest";
import { callWithDeadline, isTimeoutSignal, sleep, ToolTimeoutError } from "./deadline";
import { useFakeClock } from "./test-support";

afterEach(() => {
  vi.useRealTimers();
});

describe("isTimeoutSignal", () => {
  it("recognises ToolTimeoutError, subclasses, and the DOMException named TimeoutError", () => {
    class SlowUpstream extends ToolTimeoutError {}
    const signals = [new ToolTimeoutError("x"), new SlowUpstream("y"), new DOMException("z", "TimeoutError")];
    expect(signals.map(isTimeoutSignal)).toEqual([true, true, true]);
  });

  it("goes by kind, not words: ordinary errors that talk about timeouts are not signals", () => {
    const lookalikes = [
      new Error("timeout"),
      Object.assign(new Error("x"), { name: "TimeoutError" }),
      { name: "TimeoutError" },
      "TimeoutError",
      new DOMException("aborted", "AbortError"),
      undefined,
    ];
    expect(lookalikes.map(isTimeoutSignal)).toEqual([false, false, false, false, false, false]);
  });

  it("answers false instead of throwing for a revoked proxy", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(isTimeoutSignal(proxy)).toBe(false);
  });
});

describe("callWithDeadline", () => {
  it("resolves with the call's value and clears its timer", async () => {
    useFakeClock();
    await expect(callWithDeadline(async () => 5, 100)).resolves.toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the call's error, sync or async", async () => {
    await expect(
      callWithDeadline(() => {
        throw new Error("sync");
      }, 100),
    ).rejects.toThrow("sync");
    await expect(
      callWithDeadline(async () => {
        throw new Error("async");
      }, 100),
    ).rejects.toThrow("async");
  });

  it("rejects with a ToolTimeoutError at the deadline even if the call never settles", async () => {
    useFakeClock();
    const pending = callWithDeadline(() => new Promise(() => {}), 100);
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toEqual(new ToolTimeoutError("no answer within 100 ms"));
  });

  it("lets the deadline win over a tool that settles when its signal aborts", async () => {
    useFakeClock();
    const pending = callWithDeadline(
      (signal) => new Promise((resolve) => signal.addEventListener("abort", () => resolve("too late"))),
      100,
      () => new RangeError("custom timeout"),
    );
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toEqual(new RangeError("custom timeout"));
  });

  it("turns a thenable whose then getter throws into a rejection", async () => {
    // biome-ignore lint/suspicious/noThenProperty: the hostile thenable is the point of this test
    const hostile = Object.defineProperty({}, "then", {
      get() {
        throw new Error("no then");
      },
    });
    await expect(callWithDeadline(() => hostile, 100)).rejects.toThrow("no then");
  });
});

describe("sleep", () => {
  it("rejects with the abort reason and clears its timer when aborted", async () => {
    useFakeClock();
    const controller = new AbortController();
    const pending = sleep(1000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(pending).rejects.toThrow("stop");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects at once when the signal is already aborted", async () => {
    await expect(sleep(10, AbortSignal.abort(new Error("already")))).rejects.toThrow("already");
  });
});
