import { describe, expect, it } from "vitest";
import { signSession } from "@/lib/lti/launch-session";
import { memoryToolKeyStore } from "@/lib/lti/memory-stores";
import { ensureToolKeys } from "@/lib/lti/tool-keys";
import { type AccessDeps, accessRequestOf, decideInstructorAccess } from "./access";
import { instructorRefusal } from "./instructor-refusal";

const ring = await ensureToolKeys(memoryToolKeyStore());
const NOW = Date.parse("2026-12-01T20:00:00Z");
const platform = { issuer: "https://lms.test", clientId: "c", deploymentId: "d" };
const deps: AccessDeps = { nodeEnv: "production", configuredKey: "k1", keys: async () => ring, nowMs: NOW };
const instructorToken = await signSession(
  "instructor",
  { platform, context: { id: "course-1", title: "Agents" } },
  ring,
  NOW,
);
const decide = (session: string | undefined, key?: string, d: AccessDeps = deps) =>
  decideInstructorAccess({ session, key }, d);

describe("decideInstructorAccess", () => {
  it("lets an instructor session read its own course, named by the session alone", async () => {
    expect(await decide(instructorToken)).toEqual({
      allowed: true,
      scope: { kind: "context", ...platform, contextId: "course-1", title: "Agents" },
      courseTitle: "Agents",
    });
  });

  it("lets the instructor key read every course, without names", async () => {
    expect(await decide(undefined, "k1")).toEqual({ allowed: true, scope: { kind: "all" }, courseTitle: null });
  });

  it("refuses a learner's launch session with 403, saying it is not an instructor's", async () => {
    const learner = await signSession(
      "launch",
      { platform, learner: { sub: "s" }, roles: [], resourceLink: { id: "l" }, target: { slug: "error-envelope" } },
      ring,
      NOW,
    );
    expect(await decide(learner)).toMatchObject({ allowed: false, status: 403, message: /not an instructor's/ });
  });

  it("refuses an expired session with 401 naming its 30-minute life", async () => {
    expect(await decide(instructorToken, undefined, { ...deps, nowMs: NOW + 31 * 60_000 })).toMatchObject({
      allowed: false,
      status: 401,
      message: /expired \(it lasts 30 minutes\)/,
    });
  });

  it("refuses a forged or cut session with 401, even beside the right key", async () => {
    const other = await ensureToolKeys(memoryToolKeyStore());
    const forged = await signSession("instructor", { platform, context: { id: "course-1" } }, other, NOW);
    for (const bad of [forged, instructorToken.slice(0, -4), "", "x".repeat(20_000)])
      expect(await decide(bad, "k1")).toMatchObject({
        allowed: false,
        status: 401,
        message: /not an instructor session/,
      });
  });

  it("refuses any session when the tool has no LTI key yet", async () => {
    expect(await decide(instructorToken, undefined, { ...deps, keys: async () => null })).toMatchObject({
      allowed: false,
      status: 401,
      message: /no LTI key yet/,
    });
  });

  it("refuses a missing or wrong key with 403, and answers 404 when no key is configured", async () => {
    expect(await decide(undefined)).toMatchObject({ status: 403, message: /\/instructor\?key=/ });
    expect(await decide(undefined, "nope")).toMatchObject({ status: 403, message: /not this deployment's/ });
    expect(await decide(undefined, "k1", { ...deps, configuredKey: undefined })).toMatchObject({ status: 404 });
  });
});

describe("accessRequestOf and instructorRefusal", () => {
  it("reads the first session and key of a query", () => {
    expect(accessRequestOf(new URLSearchParams("session=a&session=b&key=k"))).toEqual({ session: "a", key: "k" });
    expect(accessRequestOf({ session: ["a", "b"] })).toEqual({ session: "a", key: undefined });
  });

  it("answers a refused request under /instructor with the status and the reason, and lets others through", async () => {
    const url = (href: string) => new URL(href, "http://x");
    const refused = await instructorRefusal(url("/instructor/csv/overview?key=nope"), () => deps);
    expect(refused?.status).toBe(403);
    expect(await refused?.text()).toContain("Class results: access refused");
    expect(await instructorRefusal(url("/instructor?key=k1"), () => deps)).toBeNull();
    expect(await instructorRefusal(url("/instructors"), () => deps)).toBeNull();
    expect(await instructorRefusal(url("/lessons/x"), () => deps)).toBeNull();
  });
});
