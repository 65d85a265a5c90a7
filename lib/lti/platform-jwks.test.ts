import { describe, expect, it } from "vitest";
import { createPlatformJwks } from "./platform-jwks";

const URL_ = "https://lms.test/jwks";

describe("platform JWKS", () => {
  it.each([
    [
      "answers 500",
      async () => new Response("down", { status: 500 }),
      /could not be fetched from https:\/\/lms.test\/jwks: it answered 500/,
    ],
    ["is not a key set", async () => Response.json({ hello: 1 }), /the answer is not a JSON Web Key Set/],
    ["is not JSON", async () => new Response("<html>"), /could not be fetched/],
    ["is unreachable", async () => Promise.reject(new Error("ECONNREFUSED")), /ECONNREFUSED/],
  ])("reports a platform whose key set %s, without throwing", async (_name, fetchStub, message) => {
    const jwks = createPlatformJwks({ fetch: fetchStub as typeof fetch });
    const lookup = await jwks.keysFor(URL_);
    expect(lookup.ok).toBe(false);
    expect(!lookup.ok && lookup.message).toMatch(message);
  });

  it("keeps the key sets of at most maxKept platforms, fetching a dropped one again", async () => {
    const fetched: string[] = [];
    const fetch = (async (url: string) => {
      fetched.push(url);
      return Response.json({ keys: [] });
    }) as unknown as typeof globalThis.fetch;
    const jwks = createPlatformJwks({ fetch, maxKept: 1 });
    for (const url of ["https://a.test/jwks", "https://a.test/jwks", "https://b.test/jwks", "https://a.test/jwks"])
      expect((await jwks.keysFor(url)).ok).toBe(true);
    expect(fetched).toEqual(["https://a.test/jwks", "https://b.test/jwks", "https://a.test/jwks"]);
  });

  it("refetches for an unknown kid at most once per cooldown", async () => {
    let fetches = 0;
    let now = 0;
    const jwks = createPlatformJwks({
      fetch: (async () => {
        fetches++;
        return Response.json({ keys: [] });
      }) as typeof fetch,
      now: () => now,
      cooldownMs: 30_000,
    });
    const ask = async () => {
      const lookup = await jwks.keysFor(URL_);
      if (!lookup.ok) return;
      await Promise.resolve()
        .then(() => lookup.getKey({ alg: "RS256", kid: "made-up" }, { payload: "", signature: "" }))
        .catch(() => null);
    };
    await ask();
    await ask();
    expect(fetches).toBe(1);
    now += 30_000;
    await ask();
    expect(fetches).toBe(2);
  });

  it("shares one refetch among 50 concurrent verifications with an unknown kid", async () => {
    let fetches = 0;
    let now = 0;
    const jwks = createPlatformJwks({
      fetch: (async () => {
        fetches++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return Response.json({ keys: [] });
      }) as typeof fetch,
      now: () => now,
      cooldownMs: 30_000,
    });
    await jwks.keysFor(URL_);
    expect(fetches).toBe(1);
    now += 30_000;
    const verify = async () => {
      const lookup = await jwks.keysFor(URL_);
      if (!lookup.ok) return "no keys";
      return Promise.resolve()
        .then(() => lookup.getKey({ alg: "RS256", kid: "made-up" }, { payload: "", signature: "" }))
        .then(
          () => "key",
          () => "refused",
        );
    };
    const outcomes = await Promise.all(Array.from({ length: 50 }, verify));
    expect(outcomes.every((o) => o === "refused")).toBe(true);
    expect(fetches).toBe(2);
  });

  it("asks a platform whose key set answers 500 once per cooldown, however many launches come", async () => {
    let fetches = 0;
    let now = 0;
    const jwks = createPlatformJwks({
      fetch: (async () => {
        fetches++;
        return new Response("down", { status: 500 });
      }) as typeof fetch,
      now: () => now,
      cooldownMs: 30_000,
    });
    for (let i = 0; i < 5; i++) {
      const lookup = await jwks.keysFor(URL_);
      expect(!lookup.ok && lookup.message).toMatch(/it answered 500/);
      now += 1000;
    }
    await Promise.all(Array.from({ length: 10 }, () => jwks.keysFor(URL_)));
    expect(fetches).toBe(1);
    now = 30_000;
    await jwks.keysFor(URL_);
    expect(fetches).toBe(2);
  });
});
