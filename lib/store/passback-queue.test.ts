import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY, retryDelayMs } from "@/lib/lti/retry-policy";
import { at, BACKENDS, seedCourse, useStore } from "./test-support";

describe.each(BACKENDS)("passback queue on $name", (backend) => {
  const store = useStore(backend);
  const now = at("2026-01-01T12:00:00Z");

  /** `count` attempts, each with a queued passback due at `now`. */
  async function queued(count: number, course?: Awaited<ReturnType<typeof seedCourse>>) {
    const { link, learnerId } = course ?? (await seedCourse(store()));
    for (let i = 0; i < count; i++) {
      await store().attempts.record(
        {
          learnerId,
          resourceLinkId: link.id,
          score: i,
          max: 10,
          passed: false,
          answers: null,
          verdicts: null,
          contentVersion: null,
          passback: { lineItemUrl: "https://lms.example/lineitems/1", payload: { scoreGiven: i } },
        },
        now,
      );
    }
  }

  it("never hands one row to two concurrent claimers", async () => {
    await queued(6);
    const claims = await Promise.all([
      store().passbackQueue.claimDue(now, 4),
      store().passbackQueue.claimDue(now, 4),
      store().passbackQueue.claimDue(now, 4),
    ]);
    const ids = claims.flat().map((c) => c.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("leases a claimed row: not due again until the lease ends", async () => {
    await queued(1);
    const [claim] = await store().passbackQueue.claimDue(now, 10, 60_000);
    expect(claim?.tries).toBe(1);
    expect(await store().passbackQueue.claimDue(at("2026-01-01T12:00:59Z"), 10)).toEqual([]);
    const [again] = await store().passbackQueue.claimDue(at("2026-01-01T12:01:00Z"), 10);
    expect(again).toMatchObject({ id: claim?.id, tries: 2 });
    if (!claim) throw new Error("no claim");
    expect(await store().passbackQueue.markDelivered(claim, now)).toBe(false);
  });

  it("schedules a failed try after the backoff and keeps the error", async () => {
    await queued(1);
    const [claim] = await store().passbackQueue.claimDue(now, 10);
    if (!claim) throw new Error("no claim");
    const outcome = await store().passbackQueue.markFailed(claim, "503 from the platform", now, 30_000);
    expect(outcome).toEqual({ status: "pending", nextTryAt: at("2026-01-01T12:00:30Z") });
    expect(await store().passbackQueue.get(claim.id)).toMatchObject({
      status: "pending",
      tries: 1,
      lastError: "503 from the platform",
      nextTryAt: at("2026-01-01T12:00:30Z"),
    });
    expect(await store().passbackQueue.claimDue(at("2026-01-01T12:00:29Z"), 10)).toEqual([]);
    expect(await store().passbackQueue.claimDue(at("2026-01-01T12:00:30Z"), 10)).toHaveLength(1);
  });

  it("keeps retrying for the policy's whole time budget, then marks the row failed", async () => {
    await queued(1);
    let clock = now.getTime();
    let outcome: unknown;
    let tries = 0;
    while (tries < 1000) {
      const [claim] = await store().passbackQueue.claimDue(new Date(clock), 10);
      if (!claim) throw new Error(`no claim at ${new Date(clock).toISOString()}`);
      tries = claim.tries;
      // The longest wait (random() near 1), and the clock moves exactly by it.
      const retryInMs = retryDelayMs(claim.tries, clock - claim.queuedAt.getTime(), DEFAULT_RETRY, () => 0.999);
      outcome = await store().passbackQueue.markFailed(claim, "timeout", new Date(clock), retryInMs);
      if (retryInMs === null) break;
      clock += retryInMs;
    }
    expect(outcome).toEqual({ status: "failed" });
    expect(clock - now.getTime()).toBe(DEFAULT_RETRY.budgetMs);
    expect(await store().passbackQueue.claimDue(new Date(clock), 10)).toEqual([]);
  });

  it("requeues a course's failed rows (one, or all) with a fresh budget, and no other course's", async () => {
    const course = await seedCourse(store());
    await queued(2, course);
    const claims = await store().passbackQueue.claimDue(now, 10);
    for (const claim of claims) await store().passbackQueue.markFailed(claim, "gave up", now, null);
    const [first, second] = claims;
    if (!first || !second) throw new Error("two claims expected");
    const later = at("2026-01-05T12:00:00Z");
    expect(await store().passbackQueue.requeueFailed([course.contextId + 1000], later)).toBe(0);
    expect(await store().passbackQueue.requeueFailed([course.contextId], later, first.id)).toBe(1);
    expect(await store().passbackQueue.get(first.id)).toMatchObject({ status: "pending", tries: 0, queuedAt: later });
    expect(await store().passbackQueue.get(second.id)).toMatchObject({ status: "failed" });
    expect(await store().passbackQueue.requeueFailed([course.contextId], later)).toBe(1);
    expect((await store().passbackQueue.claimDue(later, 10)).map((c) => c.id)).toEqual([first.id, second.id]);
  });

  it("stops offering a delivered row", async () => {
    await queued(2);
    const [first] = await store().passbackQueue.claimDue(now, 1);
    if (!first) throw new Error("no claim");
    expect(await store().passbackQueue.markDelivered(first, now)).toBe(true);
    expect(await store().passbackQueue.get(first.id)).toMatchObject({ status: "delivered", lastError: null });
    const later = await store().passbackQueue.claimDue(at("2026-01-01T13:00:00Z"), 10);
    expect(later.map((c) => c.id)).not.toContain(first.id);
    expect(later).toHaveLength(1);
  });
});
