import { describe, expect, it } from "vitest";
import { signSession } from "@/lib/lti/launch-session";
import { memoryToolKeyStore } from "@/lib/lti/memory-stores";
import { ensureToolKeys } from "@/lib/lti/tool-keys";
import { signKeySession } from "@/lib/preview/key-session";
import { makeKeyEnv } from "@/lib/preview/test-support";
import { CLASS_PLATFORM } from "@/lib/store/classes";
import { type AccessDeps, accessQueryOf, accessRequestOf, decideInstructorAccess } from "./access";
import { instructorRefusal } from "./instructor-refusal";

const ring = await ensureToolKeys(memoryToolKeyStore());
const NOW = Date.parse("2026-12-01T20:00:00Z");
const platform = { issuer: "https://lms.test", clientId: "c", deploymentId: "d" };
const keyEnv = makeKeyEnv();
const deps: AccessDeps = { keyEnv, keys: async () => ring, nowMs: NOW };
const instructorToken = await signSession(
  "instructor",
  { platform, context: { id: "course-1", title: "Agents" } },
  ring,
  NOW,
);
const decide = (session: string | undefined, key?: string, d: AccessDeps = deps, keySession?: string) =>
  decideInstructorAccess({ session, key, keySession }, d);

describe("decideInstructorAccess", () => {
  it("lets an instructor session read its own course, named by the session alone", async () => {
    expect(await decide(instructorToken)).toEqual({
      allowed: true,
      scope: { kind: "context", ...platform, contextId: "course-1", title: "Agents" },
      courseTitle: "Agents",
    });
  });

  it("lets the instructor key, or a session traded for it, read every course, without names", async () => {
    const all = { allowed: true, scope: { kind: "all" }, courseTitle: null };
    expect(await decide(undefined, "k1")).toEqual(all);
    expect(await decide(undefined, undefined, deps, signKeySession(keyEnv))).toEqual(all);
  });

  it("lets the instructor key read one class by its code (as typed), with names, and carries the code on", async () => {
    const asked = { ...accessRequestOf(new URLSearchParams("class=acdef-ghjk3"), undefined), key: "k1" };
    expect(await decideInstructorAccess(asked, deps)).toEqual({
      allowed: true,
      scope: { kind: "context", ...CLASS_PLATFORM, contextId: "ACDEFGHJK3", title: null },
      courseTitle: null,
    });
    expect(accessQueryOf(asked).toString()).toBe("class=acdef-ghjk3");
    const malformed = { ...accessRequestOf(new URLSearchParams("class=nope"), undefined), key: "k1" };
    expect(await decideInstructorAccess(malformed, deps)).toMatchObject({ allowed: false, status: 404 });
    // Without the key, a class code opens nothing.
    const keyless = accessRequestOf(new URLSearchParams("class=ACDEFGHJK3"), undefined);
    expect(await decideInstructorAccess(keyless, deps)).toMatchObject({ allowed: false, status: 403 });
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
    const unset = { ...deps, keyEnv: makeKeyEnv({ configuredKey: undefined }) };
    expect(await decide(undefined, "k1", unset)).toMatchObject({ status: 404 });
  });

  it("refuses a key session that is forged, expired or from before the key changed, with 403", async () => {
    const session = signKeySession(keyEnv);
    const later = { ...deps, keyEnv: makeKeyEnv({ nowMs: () => NOW + 2 * 3600_000 }) };
    const rekeyed = { ...deps, keyEnv: makeKeyEnv({ configuredKey: "k2" }) };
    for (const [value, using] of [
      [`${session.slice(0, -4)}AAAA`, deps],
      [session, later],
      [session, rekeyed],
    ] as const)
      expect(await decide(undefined, undefined, using, value)).toMatchObject({ allowed: false, status: 403 });
  });
});

describe("accessRequestOf and instructorRefusal", () => {
  it("reads the first launch session of a query, never its key, beside the key session", () => {
    expect(accessRequestOf(new URLSearchParams("session=a&session=b&key=k"), "ks")).toEqual({
      session: "a",
      keySession: "ks",
    });
    expect(accessRequestOf({ session: ["a", "b"] }, undefined)).toEqual({ session: "a", keySession: undefined });
  });

  it("answers a refused request under /instructor with the status and the reason, and lets others through", async () => {
    const url = (href: string) => new URL(href, "http://x");
    const refused = await instructorRefusal(url("/instructor/csv/overview?key=nope"), undefined, () => deps);
    expect(refused?.status).toBe(403);
    expect(await refused?.text()).toContain("Class results: access refused");
    expect(await instructorRefusal(url("/instructor?key=k1"), undefined, () => deps)).toBeNull();
    expect(await instructorRefusal(url("/instructor"), signKeySession(keyEnv), () => deps)).toBeNull();
    expect(await instructorRefusal(url("/instructors"), undefined, () => deps)).toBeNull();
    expect(await instructorRefusal(url("/lessons/x"), undefined, () => deps)).toBeNull();
  });
});
