import { describe, expect, it } from "vitest";
import { at, BACKENDS, seedCourse, useStore } from "./test-support";

describe.each(BACKENDS)("contexts, resource links and learners on $name", (backend) => {
  const store = useStore(backend);
  const later = at("2026-02-01T00:00:00Z");

  it("updates a context's title and a placement's line item on a later launch", async () => {
    const { deployment, contextId, link } = await seedCourse(store());
    const again = await store().courses.upsertContext(
      { deploymentId: deployment.id, ltiContextId: "course-1", title: "Agents 102" },
      later,
    );
    expect(again).toEqual({ ok: true, value: contextId });
    const moved = await store().courses.upsertResourceLink(
      { ...link, lineItemUrl: "https://lms.example/lineitems/2" },
      later,
    );
    expect(moved).toMatchObject({ ok: true, value: { id: link.id, lineItemUrl: "https://lms.example/lineitems/2" } });
  });

  it("keeps name and email per course, as the platform last sent them", async () => {
    const { platform, deployment, contextId, learnerId } = await seedCourse(store());
    const other = await store().courses.upsertContext(
      { deploymentId: deployment.id, ltiContextId: "course-2", title: null },
      later,
    );
    if (!other.ok) throw new Error(other.message);
    const seen = {
      platformId: platform.id,
      subject: "sub-1",
      contextId: other.value,
      name: null,
      email: "ada@example.org",
    };
    expect(await store().courses.recordLearner(seen, later)).toEqual({ ok: true, value: learnerId });
    expect(await store().courses.learnerInContext(learnerId, contextId)).toEqual({ name: "Ada", email: null });
    expect(await store().courses.learnerInContext(learnerId, other.value)).toEqual({
      name: null,
      email: "ada@example.org",
    });
  });

  it("refuses an unknown activity, lesson slug or deployment as results", async () => {
    const { link } = await seedCourse(store());
    const widget = await store().courses.upsertResourceLink({ ...link, widget: "quiz" as "kata" }, later);
    expect(widget).toMatchObject({ ok: false, reason: "invalid" });
    const slug = await store().courses.upsertResourceLink({ ...link, lessonSlug: "../etc" }, later);
    expect(slug).toMatchObject({ ok: false, reason: "invalid" });
    const deployment = await store().courses.upsertResourceLink({ ...link, deploymentId: 999, contextId: null }, later);
    expect(deployment).toMatchObject({ ok: false, reason: "unknown-deployment" });
  });
});
