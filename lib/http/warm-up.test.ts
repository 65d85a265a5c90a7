import { afterEach, describe, expect, it, vi } from "vitest";
import { gradingPaths, setWarmUp, warmedUp, warmUp, warmUpAfter } from "./warm-up";

const answering = (status: number, seen: string[] = []) =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push(`${init?.method} ${String(url)} ${String(init?.body)}`);
    return new Response("{}", { status });
  }) as typeof fetch;

describe("gradingPaths", () => {
  it("names the checkpoint and match endpoints of every lesson", () => {
    expect(gradingPaths(["a", "b"])).toEqual([
      "/api/lessons/a/checkpoint",
      "/api/lessons/a/match",
      "/api/lessons/b/checkpoint",
      "/api/lessons/b/match",
    ]);
  });
});

describe("warmUp", () => {
  it("posts an empty object to each path, which the grader refuses before signing anything", async () => {
    const seen: string[] = [];
    const unexpected = await warmUp("http://x", ["/p", "/q"], answering(400, seen));
    expect(seen).toEqual(["POST http://x/p {}", "POST http://x/q {}"]);
    expect(unexpected).toEqual([]);
  });

  it("reports paths that answered otherwise or failed, without rejecting", async () => {
    expect(await warmUp("http://x", ["/p"], answering(404))).toEqual(["/p (404)"]);
    const failing = (async () => {
      throw new Error("refused");
    }) as typeof fetch;
    expect(await warmUp("http://x", ["/p"], failing)).toEqual(["/p (Error: refused)"]);
  });
});

describe("warmUpAfter", () => {
  it("starts the warm-up only once the store has settled, and resolves after it", async () => {
    const events: string[] = [];
    let settle = () => {};
    const storeSettled = new Promise<void>((resolve) => (settle = resolve));
    const done = warmUpAfter(storeSettled, async () => {
      events.push("warm");
    }).then(() => events.push("ready"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
    settle();
    await done;
    expect(events).toEqual(["warm", "ready"]);
  });

  it("still warms up (and so lets the health route answer) when the store fails to open", async () => {
    let warmed = false;
    await warmUpAfter(Promise.reject(new Error("locked")), async () => {
      warmed = true;
    });
    expect(warmed).toBe(true);
  });

  it("goes ahead after its ceiling when the store never settles", async () => {
    let warmed = false;
    await warmUpAfter(
      new Promise(() => {}),
      async () => {
        warmed = true;
      },
      5,
    );
    expect(warmed).toBe(true);
  });

  it("waits 15 s at most by default, as docs/store.md states", async () => {
    vi.useFakeTimers();
    try {
      let warmed = false;
      const done = warmUpAfter(new Promise(() => {}), async () => {
        warmed = true;
      });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(warmed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(warmed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("resolves, and logs, when the warm-up itself throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await expect(
        warmUpAfter(Promise.resolve(), async () => {
          throw new Error("EACCES: content/lessons");
        }),
      ).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("EACCES: content/lessons"));
    } finally {
      warn.mockRestore();
    }
  });
});

describe("warmedUp", () => {
  afterEach(() => setWarmUp(Promise.resolve()));

  it("waits for the recorded warm-up to finish", async () => {
    let finish = () => {};
    setWarmUp(new Promise<void>((resolve) => (finish = resolve)));
    let done = false;
    const waiting = warmedUp().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await waiting;
    expect(done).toBe(true);
  });
});
