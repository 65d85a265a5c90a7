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

  it("gives up when the retry policy has no try left, and marks the row failed", async () => {
    await queued(1);
    let clock = now.getTime();
    let outcome: unknown;
    for (let i = 0; i < DEFAULT_RETRY.maxTries; i++) {
      const [claim] = await store().passbackQueue.claimDue(new Date(clock), 10);
      if (!claim) throw new Error(`no claim on try ${i + 1}`);
      // The longest wait (random() near 1), so each try is due before the clock's next step.
      const retryInMs = retryDelayMs(claim.tries, DEFAULT_RETRY, () => 0.999);
      outcome = await store().passbackQueue.markFailed(claim, "timeout", new Date(clock), retryInMs);
      clock += 2 * 3_600_000;
    }
    expect(outcome).toEqual({ status: "failed" });
    expect(await store().passbackQueue.claimDue(new Date(clock), 10)).toEqual([]);
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
