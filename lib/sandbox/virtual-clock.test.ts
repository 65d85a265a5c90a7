import { describe, expect, it } from "vitest";
import { callWithDeadline, sleep, withTimers } from "@/lib/envelope/deadline";
import { nextMacrotask } from "./chaos";
import { createVirtualClock } from "./virtual-clock";

describe("virtual clock", () => {
  it("fires timers in time order, then in the order they were set, and jumps time to each", async () => {
    const clock = createVirtualClock(1000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 20);
    clock.clearTimeout(clock.setTimeout(() => fired.push("cleared"), 5));
    await clock.run(nextMacrotask);
    expect(fired).toEqual(["a@1010", "b@1020", "c@1020"]);
  });

  it("lets a call that finishes on time clear its deadline before the deadline's turn", async () => {
    const clock = createVirtualClock();
    const outcome = withTimers(clock, () => callWithDeadline((signal) => sleep(300, signal).then(() => "ok"), 300));
    const settled = outcome.catch((thrown: Error) => thrown.message);
    await clock.run(nextMacrotask);
    // Set first, the deadline fires first at the same instant, as real timers would.
    expect(await settled).toBe("no answer within 300 ms");
    const early = withTimers(clock, () => callWithDeadline((signal) => sleep(299, signal).then(() => "ok"), 300));
    await clock.run(nextMacrotask);
    expect(await early).toBe("ok");
    expect(clock.now()).toBe(599);
  });

  it("keeps time still while real work is held", async () => {
    const clock = createVirtualClock();
    let answer!: (value: number) => void;
    const held = clock.hold(new Promise<number>((resolve) => (answer = resolve)));
    const seen: number[] = [];
    clock.setTimeout(() => seen.push(clock.now()), 50);
    const running = clock.run(nextMacrotask);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]); // the timer waits for the held work, however long it takes
    answer(7);
    await running;
    expect([await held, ...seen]).toEqual([7, 50]);
  });

  it("leaves real timers to calls made outside withTimers", async () => {
    const clock = createVirtualClock();
    const real = callWithDeadline(() => sleep(1).then(() => "real"), 1000);
    expect(await real).toBe("real");
    expect(clock.now()).toBe(0);
  });
});
