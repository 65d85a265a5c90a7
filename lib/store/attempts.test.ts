import { describe, expect, it } from "vitest";
import type { AttemptInput } from "./attempts";
import { at, BACKENDS, seedCourse, useStore } from "./test-support";

const makeAttempt = (
  learnerId: number,
  resourceLinkId: number,
  overrides: Partial<AttemptInput> = {},
): AttemptInput => ({
  learnerId,
  resourceLinkId,
  score: 7,
  max: 10,
  passed: true,
  answers: { code: "export const layer = 1;" },
  verdicts: [{ rule: "timeout-envelope", passed: true }],
  contentVersion: null,
  passback: null,
  ...overrides,
});

describe.each(BACKENDS)("attempts on $name", (backend) => {
  const store = useStore(backend);
  const now = at("2026-01-01T12:00:00Z");

  it("numbers attempts per learner per placement and lists them in order with answers and verdicts", async () => {
    const { platform, link, learnerId } = await seedCourse(store());
    const other = await store().courses.recordLearner(
      { platformId: platform.id, subject: "sub-2", contextId: null, name: null, email: null },
      now,
    );
    if (!other.ok) throw new Error(other.message);
    await store().attempts.record(makeAttempt(learnerId, link.id, { score: 3, passed: false }), now);
    await store().attempts.record(makeAttempt(other.value, link.id), now);
    await store().attempts.record(makeAttempt(learnerId, link.id, { score: 9 }), at("2026-01-01T12:05:00Z"));
    const mine = await store().attempts.list(learnerId, link.id);
    expect(mine.map((a) => [a.number, a.score, a.passed])).toEqual([
      [1, 3, false],
      [2, 9, true],
    ]);
    expect(mine[1]).toMatchObject({
      answers: { code: "export const layer = 1;" },
      verdicts: [{ rule: "timeout-envelope", passed: true }],
      createdAt: at("2026-01-01T12:05:00Z"),
    });
    expect((await store().attempts.list(other.value, link.id)).map((a) => a.number)).toEqual([1]);
  });

  it("gives back the keys inside answers and verdicts as stored, snake_case included", async () => {
    const { link, learnerId } = await seedCourse(store());
    const answers = { question_one: ["a"], nested: { rule_id: 2 } };
    await store().attempts.record(makeAttempt(learnerId, link.id, { answers, verdicts: [{ rule_id: "x" }] }), now);
    const [attempt] = await store().attempts.list(learnerId, link.id);
    expect(attempt).toMatchObject({ answers, verdicts: [{ rule_id: "x" }] });
  });

  it("tallies a learner's attempts and passes on one content version in SQL", async () => {
    const { link, learnerId } = await seedCourse(store());
    const on = (contentVersion: string, passed: boolean) =>
      store().attempts.record(makeAttempt(learnerId, link.id, { contentVersion, passed }), now);
    await on("v1", false);
    await on("v1", false);
    await on("v2", true);
    expect(await store().attempts.tally(learnerId, link.id, "v1")).toEqual({ count: 2, passed: false });
    expect(await store().attempts.tally(learnerId, link.id, "v2")).toEqual({ count: 1, passed: true });
    expect(await store().attempts.tally(learnerId, link.id, "v3")).toEqual({ count: 0, passed: false });
  });

  it("gives two simultaneous submissions different numbers", async () => {
    const { link, learnerId } = await seedCourse(store());
    const both = await Promise.all([
      store().attempts.record(makeAttempt(learnerId, link.id), now),
      store().attempts.record(makeAttempt(learnerId, link.id), now),
    ]);
    expect(both.map((r) => (r.ok ? r.value.number : 0)).sort()).toEqual([1, 2]);
  });

  it("queues the passback with the attempt when a line item is given", async () => {
    const { link, learnerId } = await seedCourse(store());
    const passback = { lineItemUrl: "https://lms.example/lineitems/1", payload: { scoreGiven: 7 } };
    const recorded = await store().attempts.record(makeAttempt(learnerId, link.id, { passback }), now);
    if (!recorded.ok) throw new Error(recorded.message);
    const [claim] = await store().passbackQueue.claimDue(now, 10);
    expect(claim).toMatchObject({ attemptId: recorded.value.id, payload: { scoreGiven: 7 }, tries: 1 });
  });

  it("closes the open attempt with its opening time, keeps the first opening when opened again, and opens none for the next attempt", async () => {
    const { link, learnerId } = await seedCourse(store());
    await store().attempts.open(learnerId, link.id, at("2026-01-01T12:00:00Z"));
    await store().attempts.open(learnerId, link.id, at("2026-01-01T12:10:00Z"));
    await store().attempts.record(makeAttempt(learnerId, link.id), at("2026-01-01T12:25:00Z"));
    await store().attempts.record(makeAttempt(learnerId, link.id), at("2026-01-01T12:30:00Z"));
    await store().attempts.open(learnerId, link.id, at("2026-01-01T12:31:00Z"));
    await store().attempts.record(makeAttempt(learnerId, link.id), at("2026-01-01T12:40:00Z"));
    expect((await store().attempts.list(learnerId, link.id)).map((a) => a.openedAt)).toEqual([
      at("2026-01-01T12:00:00Z"),
      null,
      at("2026-01-01T12:31:00Z"),
    ]);
  });

  it("starts an opening afresh when the open one is older than the limit, and keeps openings per learner", async () => {
    const { platform, link, learnerId } = await seedCourse(store());
    const other = await store().courses.recordLearner(
      { platformId: platform.id, subject: "sub-2", contextId: null, name: null, email: null },
      now,
    );
    if (!other.ok) throw new Error(other.message);
    await store().attempts.open(learnerId, link.id, at("2026-01-02T09:00:00Z"));
    await store().attempts.open(other.value, link.id, at("2026-01-02T09:30:00Z"));
    // 61 minutes later: the first opening was abandoned; 60 minutes: still open.
    await store().attempts.open(learnerId, link.id, at("2026-01-02T10:01:00Z"));
    await store().attempts.open(other.value, link.id, at("2026-01-02T10:30:00Z"));
    await store().attempts.record(makeAttempt(learnerId, link.id), at("2026-01-02T10:05:00Z"));
    await store().attempts.record(makeAttempt(other.value, link.id), at("2026-01-02T10:35:00Z"));
    expect((await store().attempts.list(learnerId, link.id))[0]?.openedAt).toEqual(at("2026-01-02T10:01:00Z"));
    expect((await store().attempts.list(other.value, link.id))[0]?.openedAt).toEqual(at("2026-01-02T09:30:00Z"));
  });

  it("closes an opening older than the limit with the submission, keeping its time (the gradebook counts the limit)", async () => {
    const { link, learnerId } = await seedCourse(store());
    await store().attempts.open(learnerId, link.id, at("2026-01-02T09:00:00Z"));
    await store().attempts.record(makeAttempt(learnerId, link.id), at("2026-01-05T09:00:00Z"));
    expect((await store().attempts.list(learnerId, link.id))[0]?.openedAt).toEqual(at("2026-01-02T09:00:00Z"));
  });

  it("refuses a score above max, an unknown learner and a non-JSON answer as results", async () => {
    const { link, learnerId } = await seedCourse(store());
    expect(await store().attempts.record(makeAttempt(learnerId, link.id, { score: 11 }), now)).toMatchObject({
      ok: false,
      reason: "invalid",
      message: expect.stringContaining("score"),
    });
    expect(await store().attempts.record(makeAttempt(999, link.id), now)).toMatchObject({
      ok: false,
      reason: "unknown-learner-or-link",
    });
    const undefinedAnswer = makeAttempt(learnerId, link.id, { answers: (() => 1) as unknown as string });
    expect(await store().attempts.record(undefinedAnswer, now)).toMatchObject({ ok: false, reason: "invalid" });
  });
});
