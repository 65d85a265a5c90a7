import { describe, expect, it } from "vitest";
import { at, BACKENDS, seedCourse, useStore } from "@/lib/store/test-support";
import type { ResultsScope } from "./class-results";
import { readClassResults } from "./read-class-results";

const course = (contextId: string, deploymentId = "dep-1"): ResultsScope => ({
  kind: "context",
  issuer: "https://lms.example",
  clientId: "tool-1",
  deploymentId,
  contextId,
  title: null,
});
const verdict = { kind: "refused", refusal: { code: "syntax", message: "Unexpected token" } };

describe.each(BACKENDS)("readClassResults on $name", (backend) => {
  const store = useStore(backend);
  const now = at("2026-01-01T12:00:00Z");

  it("reads one course's attempts and unsettled passbacks with names, and every course's without", async () => {
    const s = store();
    const { platform, deployment, link, learnerId } = await seedCourse(s);
    const other = await s.courses.upsertContext(
      { deploymentId: deployment.id, ltiContextId: "course-2", title: null },
      now,
    );
    if (!other.ok) throw new Error(other.message);
    const otherLink = await s.courses.upsertResourceLink(
      {
        deploymentId: deployment.id,
        contextId: other.value,
        ltiResourceLinkId: "link-2",
        lessonSlug: "error-envelope",
        widget: "match",
        lineItemUrl: null,
        scoreMaximum: null,
      },
      now,
    );
    const bob = await s.courses.recordLearner(
      { platformId: platform.id, subject: "sub-2", contextId: other.value, name: "Bob", email: null },
      now,
    );
    if (!otherLink.ok || !bob.ok) throw new Error("seed failed");
    const base = { contentVersion: null, answers: { source: "x" }, verdicts: verdict };
    await s.attempts.open(learnerId, link.id, new Date("2026-01-01T11:48:00Z"));
    await s.attempts.record(
      {
        ...base,
        learnerId,
        resourceLinkId: link.id,
        score: 0,
        max: 8,
        passed: false,
        passback: { lineItemUrl: "https://lms.example/lineitems/1", payload: { score: 0 } },
      },
      now,
    );
    await s.attempts.record(
      {
        ...base,
        learnerId: bob.value,
        resourceLinkId: otherLink.value.id,
        score: 8,
        max: 8,
        passed: true,
        passback: null,
      },
      now,
    );

    const mine = await readClassResults(s, course("course-1"));
    expect(mine.attempts).toEqual([
      {
        slug: "error-envelope",
        widget: "kata",
        learnerId,
        learnerName: "Ada",
        score: 0,
        max: 8,
        passed: false,
        answers: base.answers,
        verdicts: verdict,
        createdAt: new Date("2026-01-01T12:00:00Z"),
        openedAt: new Date("2026-01-01T11:48:00Z"),
      },
    ]);
    expect(mine.passbacks).toMatchObject([
      { learnerId, learnerName: "Ada", status: "pending", tries: 0, widget: "kata" },
    ]);

    const all = await readClassResults(s, { kind: "all" });
    expect(all.attempts.map((a) => [a.widget, a.learnerName])).toEqual([
      ["kata", null],
      ["match", null],
    ]);
    expect(all.passbacks).toMatchObject([{ learnerId, learnerName: null }]);
  });

  it("reads one course's practice answers with names, and every course's without", async () => {
    const s = store();
    const { contextId, learnerId } = await seedCourse(s);
    const answer = { learnerId, contextId, lessonSlug: "error-envelope", concept: "step", seed: 9, right: false };
    await s.practiceAnswers.record({ ...answer, ticket: "t1" }, now);
    const expected = { slug: "error-envelope", concept: "step", learnerId, seed: 9, right: false, answeredAt: now };
    expect((await readClassResults(s, course("course-1"))).practice).toEqual([{ ...expected, learnerName: "Ada" }]);
    expect((await readClassResults(s, { kind: "all" })).practice).toEqual([{ ...expected, learnerName: null }]);
    expect((await readClassResults(s, course("course-2"))).practice).toEqual([]);
  });

  it("finds nothing for a course the store does not know, even with the same context id on another deployment", async () => {
    await seedCourse(store());
    expect(await readClassResults(store(), course("course-1", "dep-2"))).toMatchObject({
      attempts: [],
      passbacks: [],
    });
  });
});
