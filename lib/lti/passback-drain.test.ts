import { describe, expect, it, vi } from "vitest";
import { BACKENDS, useStore } from "@/lib/store/test-support";
import { createAgsTokens, TOKEN_REFUSAL_HOLD_MS } from "./ags-token";
import { CLAIM_BATCH, type DrainDeps, drainPassbacks } from "./passback-drain";
import { checkpointAttempt, passbackSetup } from "./passback-test-support";
import { DEFAULT_RETRY, MAX_RETRY_AFTER_MS } from "./retry-policy";
import { storeAttemptLedger } from "./store-attempt-ledger";
import { makeHarness } from "./test-support";

vi.spyOn(console, "warn").mockImplementation(() => {});
const h = await makeHarness();
const T0 = Date.parse("2026-06-01T10:00:00Z");

describe.each(BACKENDS)("passback through the store on $name", (backend) => {
  const store = useStore(backend);

  const scoreOf = (score: number) => ({
    userId: "learner-42",
    scoreGiven: score,
    scoreMaximum: 4,
    timestamp: new Date(T0),
  });

  async function queuedAttempt(score = 3) {
    const { session, deps } = await passbackSetup(store(), h);
    let kicks = 0;
    const ledger = storeAttemptLedger(
      store(),
      () => kicks++,
      () => T0,
    );
    const kept = await ledger.record(session, {
      ...checkpointAttempt(score),
      score: {
        userId: "learner-42",
        scoreGiven: score,
        scoreMaximum: 4,
        timestamp: new Date(T0),
      },
    });
    return { session, deps, ledger, kept, kicks: () => kicks };
  }

  it("records the attempt, queues its score in the same transaction and wakes the worker", async () => {
    const { kept, kicks, ledger, session } = await queuedAttempt();
    expect(kept).toEqual({ number: 1, queued: true });
    expect(kicks()).toBe(1);
    expect(await ledger.prior(session, "v1")).toEqual({ attempt: 1, passed: true });
    expect(await ledger.prior(session, "v2")).toBeNull();
    const [context] = await store().db.selectFrom("contexts").select(["id", "title"]).execute();
    expect(await store().passbackQueue.outstanding(context?.id ?? 0)).toMatchObject([
      { status: "pending", tries: 0, attemptNumber: 1, subject: "learner-42", lessonSlug: "error-envelope" },
    ]);
    expect(context?.title).toBe("Error envelopes");
  });

  it("keeps an attempt whose answers, learner's name and course title hold NUL characters", async () => {
    const { session, ledger } = await queuedAttempt();
    const withNul = {
      ...session,
      learner: { ...session.learner, name: "Ada\u0000Lovelace" },
      context: { id: "course-1", title: "Error\u0000envelopes" },
    };
    const kept = await ledger.record(withNul, {
      ...checkpointAttempt(2),
      answers: { "q\u00001": ["a\u0000"] },
      score: scoreOf(2),
    });
    expect(kept).toEqual({ number: 2, queued: true });
    const [learner] = await store().db.selectFrom("context_learners").select("name").execute();
    expect(learner?.name).toBe("Ada\uFFFDLovelace");
    const [context] = await store().db.selectFrom("contexts").select("title").execute();
    expect(context?.title).toBe("Error\uFFFDenvelopes");
    const last = await store().db.selectFrom("attempts").select("answers").where("number", "=", 2).executeTakeFirst();
    expect(JSON.parse(JSON.stringify(last?.answers))).toEqual({ "q\uFFFD1": ["a\uFFFD"] });
  });

  it("delivers a due score once, with the AGS body, and lists nothing outstanding afterwards", async () => {
    const { deps } = await queuedAttempt(3);
    const before = h.platform.services.scores.length;
    expect(await drainPassbacks(deps, T0)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(h.platform.services.scores.slice(before)).toEqual([
      expect.objectContaining({
        body: {
          userId: "learner-42",
          scoreGiven: 3,
          scoreMaximum: 4,
          activityProgress: "Completed",
          gradingProgress: "FullyGraded",
          timestamp: new Date(T0).toISOString(),
        },
      }),
    ]);
    expect(await drainPassbacks(deps, T0 + 60_000)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it("retries a platform that fails twice after the policy's backoff, and delivers the score once", async () => {
    const { deps } = await queuedAttempt();
    const before = h.platform.services.scores.length;
    h.platform.services.failNextScores(2);
    expect(await drainPassbacks(deps, T0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // random() = 0.5: the first wait is half of the 1 s base, so nothing is due before it.
    expect(await drainPassbacks(deps, T0 + 499)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await drainPassbacks(deps, T0 + 500)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [row] = await store().db.selectFrom("passback_queue").selectAll().execute();
    expect(row?.last_error).toBe("the scores endpoint answered 503");
    expect(await drainPassbacks(deps, T0 + 500 + 1000)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(h.platform.services.scores.length - before).toBe(1);
  });

  /** Runs passes, each at the moment the row is next due, until it leaves `pending`; returns the clock. */
  async function drainUntilSettled(deps: DrainDeps, from: number) {
    let now = from;
    for (let pass = 0; pass < 1000; pass++) {
      await drainPassbacks(deps, now);
      const [row] = await store().db.selectFrom("passback_queue").select(["status", "next_try_at"]).execute();
      if (row?.status !== "pending") return now;
      now = row.next_try_at.getTime();
    }
    throw new Error("the row never settled");
  }

  it("keeps a score through a three-hour outage and delivers it once the platform is back", async () => {
    const { deps } = await queuedAttempt();
    const before = h.platform.services.scores.length;
    h.platform.services.failNextScores(1000);
    let now = T0;
    while (now < T0 + 3 * 3_600_000) {
      await drainPassbacks(deps, now);
      const [row] = await store().db.selectFrom("passback_queue").select(["status", "next_try_at"]).execute();
      expect(row?.status).toBe("pending");
      now = row?.next_try_at.getTime() ?? Number.NaN;
    }
    h.platform.services.failNextScores(0);
    expect(await drainPassbacks(deps, now)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(h.platform.services.scores.length - before).toBe(1);
  });

  it("marks a score failed, keeping the last error, once the policy's time budget is spent", async () => {
    const { deps } = await queuedAttempt();
    h.platform.services.failNextScores(1000);
    const settledAt = await drainUntilSettled(deps, T0);
    h.platform.services.failNextScores(0);
    // The last try falls on the budget's end, never after it.
    expect(settledAt).toBe(T0 + DEFAULT_RETRY.budgetMs);
    const [row] = await store().db.selectFrom("passback_queue").selectAll().execute();
    expect(row).toMatchObject({ status: "failed" });
    expect(row?.last_error).toMatch(/^the scores endpoint answered 503 \(gave up after \d+ tries over 72 h\)$/);
    const [context] = await store().db.selectFrom("contexts").select("id").execute();
    expect(await store().passbackQueue.outstanding(context?.id ?? 0)).toMatchObject([{ status: "failed" }]);
  });

  it("holds every score of a platform whose token endpoint refuses the tool, and sends them once it accepts", async () => {
    const { deps, ledger, session } = await queuedAttempt();
    await ledger.record(session, { ...checkpointAttempt(4), score: { ...scoreOf(4) } });
    let refuse = true;
    let tokenAsks = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input) === h.platform.registration.tokenEndpoint) {
        tokenAsks++;
        if (refuse) return Response.json({ error: "invalid_client" }, { status: 401 });
      }
      return h.platform.fetch(input, init);
    };
    // The token client's own clock, frozen: real time (the stand-in checks the assertion's exp), moved by hand.
    const start = Date.now();
    let tokenNow = start;
    const held = { ...deps, fetch, tokens: createAgsTokens({ fetch, keys: h.keys, now: () => tokenNow }) };
    const before = h.platform.services.scores.length;
    expect(await drainPassbacks(held, T0)).toEqual({ delivered: 0, retrying: 2, failed: 0 });
    expect(tokenAsks).toBe(1);
    expect(TOKEN_REFUSAL_HOLD_MS).toBe(10 * 60_000);
    const rows = await store()
      .db.selectFrom("passback_queue")
      .select(["status", "next_try_at", "last_error"])
      .execute();
    for (const row of rows) {
      expect(row.status).toBe("pending");
      // The hold is a floor; the first try's jitter (random() = 0.5 of 1 s) goes on top.
      expect(row.next_try_at.getTime()).toBe(T0 + TOKEN_REFUSAL_HOLD_MS + 500);
      expect(row.last_error).toMatch(/token endpoint refused the tool \(401\)/);
    }
    refuse = false;
    tokenNow = start + TOKEN_REFUSAL_HOLD_MS - 1;
    expect(await drainPassbacks(held, T0 + TOKEN_REFUSAL_HOLD_MS + 500)).toEqual({
      delivered: 0,
      retrying: 2,
      failed: 0,
    });
    expect(tokenAsks).toBe(1);
    tokenNow = start + TOKEN_REFUSAL_HOLD_MS;
    expect(await drainPassbacks(held, T0 + 2 * TOKEN_REFUSAL_HOLD_MS)).toEqual({
      delivered: 2,
      retrying: 0,
      failed: 0,
    });
    expect(h.platform.services.scores.length - before).toBe(2);
  });

  it.each([
    ["1e20", "a number too large for a date"],
    [String(10 * 365 * 24 * 3600), "ten years"],
  ])("waits at most an hour for a Retry-After of %s seconds (%s)", async (retryAfter) => {
    const { deps } = await queuedAttempt();
    const fetch: typeof globalThis.fetch = async (input, init) =>
      new URL(String(input)).pathname.endsWith("/scores")
        ? new Response("busy", { status: 429, headers: { "retry-after": retryAfter } })
        : h.platform.fetch(input, init);
    const busy = { ...deps, fetch, tokens: createAgsTokens({ fetch, keys: h.keys }) };
    expect(await drainPassbacks(busy, T0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [row] = await store().db.selectFrom("passback_queue").select("next_try_at").execute();
    // Retry-After is a floor; the first try's jitter (random() = 0.5 of 1 s) goes on top.
    expect(row?.next_try_at.getTime()).toBe(T0 + MAX_RETRY_AFTER_MS + 500);
  });

  it("leaves a row unposted whose lease ran out while earlier rows of the pass were slow", async () => {
    const { deps, ledger, session } = await queuedAttempt();
    await ledger.record(session, { ...checkpointAttempt(4), score: { ...scoreOf(4) } });
    let elapsed = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      // Each score post takes 45 s: the second row has 15 s of its 60 s lease left.
      if (new URL(String(input)).pathname.endsWith("/scores")) elapsed += 45_000;
      return h.platform.fetch(input, init);
    };
    const slow = { ...deps, fetch, monotonicMs: () => elapsed };
    const before = h.platform.services.scores.length;
    expect(await drainPassbacks(slow, T0)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(h.platform.services.scores.length - before).toBe(1);
    const rows = await store().db.selectFrom("passback_queue").select(["status", "updated_at"]).orderBy("id").execute();
    // Marked when the post ended, not at the pass's start.
    expect(rows[0]).toMatchObject({ status: "delivered", updated_at: new Date(T0 + 45_000) });
    expect(rows[1]?.status).toBe("pending");
    expect(await drainPassbacks(deps, T0 + 60_000)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  });

  it("claims at most four rows per pass; the rest wait for the next", async () => {
    const { deps, ledger, session } = await queuedAttempt();
    for (let i = 0; i < 5; i++) await ledger.record(session, { ...checkpointAttempt(4), score: scoreOf(4) });
    expect(CLAIM_BATCH).toBe(4);
    expect(await drainPassbacks(deps, T0)).toEqual({ delivered: 4, retrying: 0, failed: 0 });
    expect(await drainPassbacks(deps, T0)).toEqual({ delivered: 2, retrying: 0, failed: 0 });
  });

  it("fails at once, with the reason, a score the platform refuses for good", async () => {
    const { deps } = await queuedAttempt();
    await store()
      .db.updateTable("passback_queue")
      .set({ line_item_url: "https://lms.test/lineitems/unknown" })
      .execute();
    expect(await drainPassbacks(deps, T0)).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [row] = await store().db.selectFrom("passback_queue").select(["status", "last_error"]).execute();
    expect(row?.last_error).toMatch(/refused the score \(404\)/);
  });
});
