import { describe, expect, it } from "vitest";
import { at, BACKENDS, seedCourse, useStore } from "./test-support";

describe.each(BACKENDS)("practice answers on $name", (backend) => {
  const store = useStore(backend);

  it("keep a learner's ticket once, and read back per course with the learner's name there, oldest first", async () => {
    const { contextId, learnerId } = await seedCourse(store());
    const answer = { learnerId, contextId, lessonSlug: "error-envelope", concept: "status", right: true };
    const first = { ...answer, ticket: "t1", seed: 0xffffffff };
    expect(await store().practiceAnswers.record(first, at("2026-01-02T00:00:00Z"))).toEqual({ ok: true, value: true });
    expect(await store().practiceAnswers.record({ ...first, right: false }, at("2026-01-03T00:00:00Z"))).toEqual({
      ok: true,
      value: false,
    });
    await store().practiceAnswers.record(
      { ...answer, ticket: "t0", seed: 7, right: false },
      at("2026-01-01T12:00:00Z"),
    );
    expect(await store().practiceAnswers.ofContexts([contextId])).toEqual([
      {
        learnerId,
        learnerName: "Ada",
        lessonSlug: "error-envelope",
        concept: "status",
        seed: 7,
        right: false,
        answeredAt: at("2026-01-01T12:00:00Z"),
      },
      {
        learnerId,
        learnerName: "Ada",
        lessonSlug: "error-envelope",
        concept: "status",
        seed: 0xffffffff,
        right: true,
        answeredAt: at("2026-01-02T00:00:00Z"),
      },
    ]);
    expect(await store().practiceAnswers.ofContexts([contextId + 1])).toEqual([]);
    expect(await store().practiceAnswers.ofContexts([])).toEqual([]);
  });

  it("refuse an answer that is not one", async () => {
    const { contextId, learnerId } = await seedCourse(store());
    const bad = { learnerId, contextId, ticket: "t", lessonSlug: "x", concept: "status", seed: -1, right: true };
    expect(await store().practiceAnswers.record(bad, at("2026-01-01T00:00:00Z"))).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });
});
