import { describe, expect, it, vi } from "vitest";
import { createAgsTokens } from "./ags-token";
import { memoryPlatformRegistry, memoryToolKeyStore } from "./memory-stores";
import { memoryScoreOutbox, type PendingScore, scoreDelivery } from "./score-outbox";
import { createTestPlatform } from "./test-platform/platform";
import { ensureToolKeys, publicJwks } from "./tool-keys";

const store = memoryToolKeyStore();
const keys = () => ensureToolKeys(store);
const platform = await createTestPlatform({
  toolLoginUrl: "https://lab.test/api/lti/login",
  toolLaunchUrl: "https://lab.test/api/lti/launch",
  toolJwks: async () => publicJwks(await keys()),
});
const registry = memoryPlatformRegistry([platform.registration]);
const sleeps: number[] = [];
const deliver = scoreDelivery(registry, {
  fetch: platform.fetch,
  tokens: createAgsTokens({ fetch: platform.fetch, keys }),
  sleep: async (ms) => void sleeps.push(ms),
});
const pending = (over: Partial<PendingScore> = {}): PendingScore => ({
  issuer: platform.issuer,
  clientId: platform.clientId,
  lineItem: platform.urls.lineItem,
  score: { userId: "learner-42", scoreGiven: 3, scoreMaximum: 4, timestamp: new Date("2026-12-01T12:00:00Z") },
  ...over,
});

describe("memoryScoreOutbox", () => {
  it("returns before the platform answers, then records the score once after two failed posts", async () => {
    const outbox = memoryScoreOutbox(deliver);
    platform.services.failNextScores(2);
    const before = platform.services.calls.scores;
    outbox.enqueue(pending());
    expect(platform.services.calls.scores).toBe(before);
    await outbox.idle();
    expect(platform.services.calls.scores - before).toBe(3);
    expect(sleeps).toHaveLength(2);
    expect(platform.services.scores.map((s) => s.body)).toEqual([
      {
        userId: "learner-42",
        scoreGiven: 3,
        scoreMaximum: 4,
        activityProgress: "Completed",
        gradingProgress: "FullyGraded",
        timestamp: "2026-12-01T12:00:00.000Z",
      },
    ]);
  });

  it("logs a score it cannot deliver instead of throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const outbox = memoryScoreOutbox(deliver);
    outbox.enqueue(pending({ issuer: "https://gone.test" }));
    outbox.enqueue(pending());
    const broken = memoryScoreOutbox(() => Promise.reject(new Error("store down")));
    broken.enqueue(pending());
    await Promise.all([outbox.idle(), broken.idle()]);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(
        /score 3\/4 for .* not delivered \(permanent\): the platform "https:\/\/gone.test" is no longer registered/,
      ),
      expect.stringMatching(/not delivered: Error: store down/),
    ]);
    warn.mockRestore();
  });

  const newer = (scoreGiven: number) =>
    pending({
      score: { userId: "learner-42", scoreGiven, scoreMaximum: 4, timestamp: new Date("2026-12-01T12:05:00Z") },
    });
  const givenSince = (before: number) =>
    platform.services.scores.slice(before).map((s) => (s.body as { scoreGiven: number }).scoreGiven);

  it("delivers only the newer of two scores for the same learner while the platform fails", async () => {
    const outbox = memoryScoreOutbox(deliver);
    platform.services.failNextScores(2);
    const before = platform.services.scores.length;
    outbox.enqueue(pending());
    outbox.enqueue(newer(4));
    await outbox.idle();
    expect(givenSince(before)).toEqual([4]);
  });

  it("stops retrying an older score once a newer one for the same learner is queued", async () => {
    let outbox: ReturnType<typeof memoryScoreOutbox> | undefined;
    const racing = scoreDelivery(registry, {
      fetch: platform.fetch,
      tokens: createAgsTokens({ fetch: platform.fetch, keys }),
      sleep: async () => outbox?.enqueue(newer(4)),
    });
    outbox = memoryScoreOutbox(racing);
    platform.services.failNextScores(1);
    const [before, posts] = [platform.services.scores.length, platform.services.calls.scores];
    outbox.enqueue(pending());
    await outbox.idle();
    expect(platform.services.calls.scores - posts).toBe(2);
    expect(givenSince(before)).toEqual([4]);
  });

  it("keeps an older score from replacing a newer one that waits", async () => {
    const outbox = memoryScoreOutbox(deliver);
    platform.services.failNextScores(1);
    const before = platform.services.scores.length;
    outbox.enqueue(pending({ score: { ...pending().score, scoreGiven: 1 } }));
    outbox.enqueue(newer(4));
    outbox.enqueue(pending({ score: { ...pending().score, scoreGiven: 2 } }));
    await outbox.idle();
    expect(givenSince(before)).toEqual([4]);
  });

  it("drops and logs a score for a new learner once 10,000 learners' scores are waiting", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: string[] = [];
    const outbox = memoryScoreOutbox(async (item) => {
      await gate;
      delivered.push(item.score.userId);
      return { kind: "delivered", tries: 1 };
    });
    const forUser = (userId: string) => pending({ score: { ...pending().score, userId } });
    for (let i = 0; i < 10_000; i++) outbox.enqueue(forUser(`learner-${i}`));
    outbox.enqueue(forUser("one-too-many"));
    outbox.enqueue(forUser("learner-0"));
    release();
    await outbox.idle();
    expect(delivered).toHaveLength(10_001);
    expect(delivered).not.toContain("one-too-many");
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/score 3\/4 for .* dropped: 10000 scores are already waiting/),
    ]);
    warn.mockRestore();
  });
});
