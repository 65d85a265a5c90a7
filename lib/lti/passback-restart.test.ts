import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { openStoreAt } from "@/lib/store/open-store";
import { drainPassbacks } from "./passback-drain";
import { checkpointAttempt, passbackSetup } from "./passback-test-support";
import { storeAttemptLedger } from "./store-attempt-ledger";
import { makeHarness } from "./test-support";

vi.spyOn(console, "warn").mockImplementation(() => {});
const T0 = Date.parse("2026-06-01T10:00:00Z");

describe("a score queued while the platform is down", () => {
  it("is delivered by the next server process, which opens the same PGlite folder, after a dead claim's lease", async () => {
    const h = await makeHarness();
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "envelope-lab-restart-")), "store");
    const before = h.platform.services.scores.length;

    // The first process: the attempt is graded and queued, the platform answers 503, then the process stops.
    const first = await openStoreAt({ kind: "pglite", folder });
    const { session, deps } = await passbackSetup(first, h);
    const score = { userId: "learner-42", scoreGiven: 4, scoreMaximum: 4, timestamp: new Date(T0) };
    await storeAttemptLedger(
      first,
      () => {},
      () => T0,
    ).record(session, { ...checkpointAttempt(4), score });
    h.platform.services.failNextScores(1);
    expect(await drainPassbacks(deps, T0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // Its next try (random() = 0.5: half of the 1 s base) is claimed, and the process dies
    // holding the lease, before it posts or reports anything.
    const [leased] = await first.passbackQueue.claimDue(new Date(T0 + 500), 4);
    expect(leased?.leaseEndsAt).toEqual(new Date(T0 + 500 + 60_000));
    await first.close();
    expect(h.platform.services.scores.length).toBe(before);

    // The next process: nothing of the first is in memory; the queue in the folder is all it has.
    const second = await openStoreAt({ kind: "pglite", folder });
    try {
      const { deps: again } = await passbackSetup(second, h);
      // Not before the dead process's lease ends; then once.
      expect(await drainPassbacks(again, T0 + 60_499)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
      expect(await drainPassbacks(again, T0 + 60_500)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
      expect(h.platform.services.scores.slice(before)).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ userId: "learner-42", scoreGiven: 4 }) }),
      ]);
    } finally {
      await second.close();
    }
    // NOTE: two on-disk PGlite starts (the first runs initdb) took 29-70 s on a busy 2-core machine.
  }, 180_000);
});
