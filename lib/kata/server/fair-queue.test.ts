import { describe, expect, it } from "vitest";
import { FairQueue } from "./fair-queue";

/** Takes jobs until none may start, finishing each at once, and lists them. */
function takeAll(queue: FairQueue<string>): string[] {
  const taken: string[] = [];
  for (let next = queue.take(); next; next = queue.take()) {
    taken.push(next.job);
    queue.finished(next.client);
  }
  return taken;
}

describe("FairQueue", () => {
  it("serves clients in turn, one job each per round, however many one of them sent", () => {
    const queue = new FairQueue<string>({ clientRunning: 1, clientWaiting: 10 });
    for (const job of ["a1", "a2", "a3", "a4"]) queue.offer("a", job);
    queue.offer("b", "b1");
    queue.offer("c", "c1");
    queue.offer("b", "b2");
    expect(takeAll(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
    expect(queue.waiting).toBe(0);
  });

  it("puts a newcomer behind the clients already waiting but ahead of the client served last", () => {
    const queue = new FairQueue<string>({ clientRunning: 1, clientWaiting: 10 });
    queue.offer("flood", "f1");
    queue.offer("flood", "f2");
    queue.offer("early", "e1");
    const running = queue.take();
    expect(running?.job).toBe("f1");
    queue.offer("late", "l1");
    if (running) queue.finished(running.client);
    expect(takeAll(queue)).toEqual(["e1", "l1", "f2"]);
  });

  it("does not let a client that comes back under its name, or a new one, jump a client already waiting", () => {
    const queue = new FairQueue<string>({ clientRunning: 1, clientWaiting: 10 });
    queue.offer("x", "x1");
    queue.offer("waiting", "w1");
    const first = queue.take();
    if (first) queue.finished(first.client);
    // x has nothing left and is forgotten; it comes back, and so does a name never seen.
    queue.offer("x", "x2");
    queue.offer("fresh", "n1");
    expect(takeAll(queue)).toEqual(["w1", "x2", "n1"]);
  });

  it("refuses a client past its waiting share and keeps taking others'", () => {
    const queue = new FairQueue<string>({ clientRunning: 1, clientWaiting: 2 });
    expect([queue.offer("a", "a1"), queue.offer("a", "a2"), queue.offer("a", "a3")]).toEqual([true, true, false]);
    expect(queue.offer("b", "b1")).toBe(true);
    expect(queue.waiting).toBe(3);
    // Once one of a's jobs has started, a may queue one more.
    expect(queue.take()?.job).toBe("a1");
    expect(queue.offer("a", "a3")).toBe(true);
  });

  it("starts no more of a client's jobs than its running share until one finishes", () => {
    const queue = new FairQueue<string>({ clientRunning: 2, clientWaiting: 10 });
    for (const job of ["a1", "a2", "a3"]) queue.offer("a", job);
    expect([queue.take()?.job, queue.take()?.job, queue.take()]).toEqual(["a1", "a2", undefined]);
    expect(queue.mayStart("a")).toBe(false);
    expect(queue.mayStart("b")).toBe(true);
    queue.finished("a");
    expect(queue.mayStart("a")).toBe(true);
    expect(queue.take()?.job).toBe("a3");
  });

  it("hands back every waiting job when drained", () => {
    const queue = new FairQueue<string>({ clientRunning: 1, clientWaiting: 10 });
    queue.offer("a", "a1");
    queue.offer("a", "a2");
    queue.offer("b", "b1");
    queue.take();
    expect(queue.drain().sort()).toEqual(["a2", "b1"]);
    expect(queue.waiting).toBe(0);
    expect(queue.take()).toBeUndefined();
  });
});
