import { describe, expect, it } from "vitest";
import { CLASS_PLATFORM } from "./classes";
import { BACKENDS, useStore } from "./test-support";

const NOW = new Date("2026-12-06T10:00:00Z");
const MINUTE = 60_000;

describe.each(BACKENDS)("classes on $name", (backend) => {
  const store = useStore(backend);

  it("are found by code and listed newest first, and their platform is never one an LTI launch can use", async () => {
    expect(await store().classes.find("ACDEFGHJK3")).toBeNull();
    expect((await store().classes.create("ACDEFGHJK3", "  Agents 101 ", NOW)).ok).toBe(true);
    expect((await store().classes.create("QRTUVWXY34", "Agents 102", NOW)).ok).toBe(true);
    expect(await store().classes.find("ACDEFGHJK3")).toEqual({
      code: "ACDEFGHJK3",
      title: "Agents 101",
      createdAt: NOW,
    });
    expect((await store().classes.list()).map((c) => c.code)).toEqual(["QRTUVWXY34", "ACDEFGHJK3"]);
    expect(await store().platforms.list()).toEqual([]);
    expect(await store().platforms.list(CLASS_PLATFORM.issuer)).toEqual([]);
  });

  it("refuse a taken code and a nameless class", async () => {
    await store().classes.create("ACDEFGHJK3", "Agents 101", NOW);
    expect(await store().classes.create("ACDEFGHJK3", "Again", NOW)).toMatchObject({ ok: false, reason: "duplicate" });
    expect(await store().classes.create("QRTUVWXY34", " ", NOW)).toMatchObject({
      ok: false,
      reason: "invalid",
      message: "Give the class a name.",
    });
  });

  it("name their members with their best score and attempts per activity", async () => {
    await store().classes.create("ACDEFGHJK3", "Agents 101", NOW);
    const platform = await store().platforms.find(CLASS_PLATFORM.issuer, CLASS_PLATFORM.clientId);
    const deployment = await store().platforms.findDeployment(platform?.id ?? 0, CLASS_PLATFORM.deploymentId);
    const context = await store().courses.upsertContext(
      { deploymentId: deployment?.id ?? 0, ltiContextId: "ACDEFGHJK3", title: "Agents 101" },
      NOW,
    );
    if (!context.ok) throw new Error(context.message);
    const learner = async (subject: string, name: string) => {
      const id = await store().courses.recordLearner(
        { platformId: platform?.id ?? 0, subject, contextId: context.value, name, email: null },
        NOW,
      );
      if (!id.ok) throw new Error(id.message);
      return id.value;
    };
    const ada = await learner("class:a", "Ada");
    await learner("class:b", "Bob");
    const link = await store().courses.upsertResourceLink(
      {
        deploymentId: deployment?.id ?? 0,
        contextId: context.value,
        ltiResourceLinkId: "error-envelope/checkpoint",
        lessonSlug: "error-envelope",
        widget: "checkpoint",
        lineItemUrl: null,
        scoreMaximum: null,
      },
      NOW,
    );
    if (!link.ok) throw new Error(link.message);
    for (const score of [3, 7, 5])
      await store().attempts.record(
        {
          learnerId: ada,
          resourceLinkId: link.value.id,
          score,
          max: 9,
          passed: score >= 7,
          answers: {},
          verdicts: {},
          contentVersion: null,
          passback: null,
        },
        NOW,
      );
    expect(await store().classes.members("ACDEFGHJK3")).toEqual([
      {
        learnerId: ada,
        name: "Ada",
        results: [{ slug: "error-envelope", widget: "checkpoint", best: 7, max: 9, attempts: 3 }],
      },
      { learnerId: expect.any(Number), name: "Bob", results: [] },
    ]);
  });

  it("count a client's wrong codes within a window, and start again after it", async () => {
    const { classes } = store();
    const window = 15 * MINUTE;
    expect(await classes.failures("203.0.113.7", NOW, window)).toBe(0);
    expect(await classes.addFailure("203.0.113.7", NOW, window)).toBe(1);
    expect(await classes.addFailure("203.0.113.7", new Date(NOW.getTime() + 5 * MINUTE), window)).toBe(2);
    expect(await classes.failures("203.0.113.7", new Date(NOW.getTime() + 14 * MINUTE), window)).toBe(2);
    expect(await classes.failures("198.51.100.9", NOW, window)).toBe(0);
    const later = new Date(NOW.getTime() + 16 * MINUTE);
    expect(await classes.failures("203.0.113.7", later, window)).toBe(0);
    expect(await classes.addFailure("203.0.113.7", later, window)).toBe(1);
  });
});
