import { afterEach, describe, expect, it } from "vitest";
import { gradingPaths, setWarmUp, warmedUp, warmUp } from "./warm-up";

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
