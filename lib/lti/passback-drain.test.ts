import { describe, expect, it, vi } from "vitest";
import { BACKENDS, useStore } from "@/lib/store/test-support";
import { drainPassbacks } from "./passback-drain";
import { checkpointAttempt, passbackSetup } from "./passback-test-support";
import { DEFAULT_RETRY } from "./retry-policy";
import { storeAttemptLedger } from "./store-attempt-ledger";
import { makeHarness } from "./test-support";

vi.spyOn(console, "warn").mockImplementation(() => {});
const h = await makeHarness();
const T0 = Date.parse("2026-06-01T10:00:00Z");

describe.each(BACKENDS)("passback through the store on $name", (backend) => {
  const store = useStore(backend);

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

  it("marks a score failed, keeping the last error, after the policy's last try", async () => {
    const { deps } = await queuedAttempt();
    h.platform.services.failNextScores(DEFAULT_RETRY.maxTries + 1);
    let now = T0;
    for (let i = 1; i < DEFAULT_RETRY.maxTries; i++) {
      expect(await drainPassbacks(deps, now)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      now += DEFAULT_RETRY.capMs;
    }
    expect(await drainPassbacks(deps, now)).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    h.platform.services.failNextScores(0);
    const [row] = await store().db.selectFrom("passback_queue").selectAll().execute();
    expect(row).toMatchObject({
      status: "failed",
      tries: DEFAULT_RETRY.maxTries,
      last_error: `the scores endpoint answered 503 (gave up after ${DEFAULT_RETRY.maxTries} tries)`,
    });
    const [context] = await store().db.selectFrom("contexts").select("id").execute();
    expect(await store().passbackQueue.outstanding(context?.id ?? 0)).toMatchObject([{ status: "failed" }]);
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
