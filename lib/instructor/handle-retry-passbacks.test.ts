import { describe, expect, it, vi } from "vitest";
import { keySessionCookie, makeKeyEnv } from "@/lib/preview/test-support";
import { at, BACKENDS, seedCourse, useStore } from "@/lib/store/test-support";
import type { AccessDeps } from "./access";
import type { ResultsScope } from "./class-results";
import { handleRetryPassbacks, RETRIED_PARAM, retryPassbacksHref } from "./handle-retry-passbacks";
import { requeueFailedPassbacks } from "./requeue-passbacks";

const access: AccessDeps = { keyEnv: makeKeyEnv(), keys: async () => null };
const now = at("2026-01-04T12:00:00Z");

describe.each(BACKENDS)("retrying failed passbacks on $name", (backend) => {
  const store = useStore(backend);

  /** A course with one failed and one pending passback; returns the failed row's id. */
  async function courseWithFailedScore() {
    const course = await seedCourse(store());
    for (const score of [1, 2])
      await store().attempts.record(
        {
          learnerId: course.learnerId,
          resourceLinkId: course.link.id,
          score,
          max: 10,
          passed: false,
          answers: null,
          verdicts: null,
          contentVersion: null,
          passback: { lineItemUrl: "https://lms.example/lineitems/1", payload: { scoreGiven: score } },
        },
        at("2026-01-01T12:00:00Z"),
      );
    const [first] = await store().passbackQueue.claimDue(at("2026-01-01T12:00:00Z"), 1);
    if (!first) throw new Error("no claim");
    await store().passbackQueue.markFailed(first, "gave up", at("2026-01-01T12:00:00Z"), null);
    return first.id;
  }

  const post = (path: string, cookie?: string) =>
    handleRetryPassbacks(new Request(`http://x${path}`, { method: "POST", headers: cookie ? { cookie } : {} }), {
      access,
      requeue: (scope: ResultsScope, when: Date) => requeueFailedPassbacks(store(), scope, when),
      now: () => now.getTime(),
    });

  it("requeues the scope's failed scores for the instructor key's session and goes back to the dashboard saying how many", async () => {
    const failed = await courseWithFailedScore();
    const response = await post(retryPassbacksHref({ session: undefined, keySession: "s" }), keySessionCookie());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/instructor?${RETRIED_PARAM}=1#passbacks`);
    expect(await store().passbackQueue.get(failed)).toMatchObject({ status: "pending", tries: 0, nextTryAt: now });
  });

  it("refuses without the key's session, with a wrong one or with the key in the query, and changes nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failed = await courseWithFailedScore();
    expect((await post("/instructor/retry-passbacks")).status).toBe(403);
    expect(
      (await post("/instructor/retry-passbacks", keySessionCookie(makeKeyEnv({ configuredKey: "k2" })))).status,
    ).toBe(403);
    expect((await post("/instructor/retry-passbacks?key=k1")).status).toBe(403);
    expect((await post("/instructor/retry-passbacks?session=not.a.session")).status).toBe(401);
    expect(await store().passbackQueue.get(failed)).toMatchObject({ status: "failed" });
  });

  it("requeues nothing for an instructor session of a course the store does not know", async () => {
    const failed = await courseWithFailedScore();
    const scope: ResultsScope = {
      kind: "context",
      issuer: "https://lms.example",
      clientId: "tool-1",
      deploymentId: "dep-1",
      contextId: "another-course",
      title: null,
    };
    expect(await requeueFailedPassbacks(store(), scope, now)).toBe(0);
    expect(await requeueFailedPassbacks(store(), { ...scope, contextId: "course-1" }, now)).toBe(1);
    expect(await store().passbackQueue.get(failed)).toMatchObject({ status: "pending" });
  });
});
