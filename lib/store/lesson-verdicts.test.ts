import { describe, expect, it } from "vitest";
import type { Store } from "./open-store";
import { at, BACKENDS, seedCourse, useStore } from "./test-support";

type Seeded = Awaited<ReturnType<typeof seedCourse>>;

/** The query for seedCourse's learner in its course, on its lesson. */
const QUERY = {
  issuer: "https://lms.example",
  clientId: "tool-1",
  deploymentId: "dep-1",
  subject: "sub-1",
  contextId: "course-1",
  lessonSlug: "error-envelope",
};

async function attempt(store: Store, learnerId: number, linkId: number, grade: string, passed: boolean, when: string) {
  const [score, max] = grade.split("/").map(Number) as [number, number];
  const recorded = await store.attempts.record(
    {
      learnerId,
      resourceLinkId: linkId,
      score,
      max,
      passed,
      answers: {},
      verdicts: [],
      contentVersion: null,
      passback: null,
    },
    at(when),
  );
  if (!recorded.ok) throw new Error(recorded.message);
}

async function link(
  store: Store,
  seeded: Seeded,
  id: string,
  widget: "match" | "checkpoint",
  contextId: number | null,
) {
  const made = await store.courses.upsertResourceLink(
    {
      deploymentId: seeded.deployment.id,
      contextId,
      ltiResourceLinkId: id,
      lessonSlug: "error-envelope",
      widget,
      lineItemUrl: null,
      scoreMaximum: null,
    },
    at("2026-01-01T00:00:00Z"),
  );
  if (!made.ok) throw new Error(made.message);
  return made.value.id;
}

describe.each(BACKENDS)("lesson verdicts on $name", (backend) => {
  const store = useStore(backend);

  it("gives the last score, the best on the last max and a pass from any attempt, per widget", async () => {
    const seeded = await seedCourse(store());
    const { learnerId } = seeded;
    await attempt(store(), learnerId, seeded.link.id, "3/10", false, "2026-01-02T10:00:00Z");
    await attempt(store(), learnerId, seeded.link.id, "10/10", true, "2026-01-02T11:00:00Z");
    await attempt(store(), learnerId, seeded.link.id, "6/10", false, "2026-01-02T12:00:00Z");
    const match = await link(store(), seeded, "link-match", "match", seeded.contextId);
    await attempt(store(), learnerId, match, "9/9", true, "2026-01-02T10:00:00Z");
    // The match's file changed: the last attempt is on another max, and the best is its own.
    await attempt(store(), learnerId, match, "4/10", false, "2026-01-03T10:00:00Z");

    const found = await store().lessonVerdicts.forLearner(QUERY);
    expect(found).toEqual({
      ok: true,
      value: {
        kata: { score: 6, max: 10, best: 10, passed: true },
        match: { score: 4, max: 10, best: 4, passed: true },
      },
    });
  });

  it("takes the later row as last when two attempts share a time, across two placements of one widget", async () => {
    const seeded = await seedCourse(store());
    const second = await link(store(), seeded, "link-2", "checkpoint", seeded.contextId);
    const third = await link(store(), seeded, "link-3", "checkpoint", seeded.contextId);
    await attempt(store(), seeded.learnerId, second, "2/5", false, "2026-01-02T10:00:00Z");
    await attempt(store(), seeded.learnerId, third, "4/5", false, "2026-01-02T10:00:00Z");
    const found = await store().lessonVerdicts.forLearner(QUERY);
    expect(found.ok && found.value).toEqual({ checkpoint: { score: 4, max: 5, best: 4, passed: false } });
  });

  it("counts only this learner's attempts on this lesson in the session's course (or outside any course)", async () => {
    const seeded = await seedCourse(store());
    const now = at("2026-01-01T00:00:00Z");
    const other = await store().courses.recordLearner(
      { platformId: seeded.platform.id, subject: "sub-2", contextId: seeded.contextId, name: null, email: null },
      now,
    );
    if (!other.ok) throw new Error(other.message);
    await attempt(store(), other.value, seeded.link.id, "10/10", true, "2026-01-02T10:00:00Z");
    const course2 = await store().courses.upsertContext(
      { deploymentId: seeded.deployment.id, ltiContextId: "course-2", title: null },
      now,
    );
    if (!course2.ok) throw new Error(course2.message);
    await attempt(
      store(),
      seeded.learnerId,
      await link(store(), seeded, "in-course-2", "checkpoint", course2.value),
      "5/5",
      true,
      "2026-01-02T10:00:00Z",
    );
    await attempt(
      store(),
      seeded.learnerId,
      await link(store(), seeded, "no-course", "match", null),
      "1/9",
      false,
      "2026-01-02T10:00:00Z",
    );

    expect(await store().lessonVerdicts.forLearner(QUERY)).toEqual({ ok: true, value: {} });
    expect(await store().lessonVerdicts.forLearner({ ...QUERY, subject: "sub-2" })).toEqual({
      ok: true,
      value: { kata: { score: 10, max: 10, best: 10, passed: true } },
    });
    expect(await store().lessonVerdicts.forLearner({ ...QUERY, contextId: "course-2" })).toEqual({
      ok: true,
      value: { checkpoint: { score: 5, max: 5, best: 5, passed: true } },
    });
    expect(await store().lessonVerdicts.forLearner({ ...QUERY, contextId: null })).toEqual({
      ok: true,
      value: { match: { score: 1, max: 9, best: 1, passed: false } },
    });
    for (const elsewhere of [
      { lessonSlug: "deadlines-and-retries" },
      { deploymentId: "dep-2" },
      { clientId: "tool-2" },
      { contextId: "course-9" },
    ])
      expect(await store().lessonVerdicts.forLearner({ ...QUERY, ...elsewhere, subject: "sub-2" })).toEqual({
        ok: true,
        value: {},
      });
  });

  it("refuses a query that names nobody", async () => {
    const refused = await store().lessonVerdicts.forLearner({ ...QUERY, subject: "" });
    expect(refused).toMatchObject({ ok: false, reason: "invalid", message: expect.stringMatching(/^subject: /) });
  });
});
