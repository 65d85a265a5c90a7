import { describe, expect, it } from "vitest";
import {
  type DeepLinkingSession,
  type InstructorSession,
  type LaunchSession,
  readSession,
  signSession,
  verifySession,
} from "./launch-session";
import { memoryToolKeyStore } from "./memory-stores";
import { ensureToolKeys, rotateToolKeys } from "./tool-keys";

const store = memoryToolKeyStore();
const ring = await ensureToolKeys(store);
const platform = { issuer: "https://lms.test", clientId: "c", deploymentId: "d" };
const launch: LaunchSession = {
  platform,
  learner: { sub: "learner-42" },
  roles: [],
  resourceLink: { id: "link-1" },
  target: { slug: "error-envelope", widget: "match" },
};
const NOW = Date.parse("2026-12-01T20:00:00Z");

describe("launch sessions", () => {
  it("round-trips the claims and expires after two hours", async () => {
    const token = await signSession("launch", launch, ring, NOW);
    expect(await verifySession("launch", token, ring, NOW + 60_000)).toEqual(launch);
    expect(await verifySession("launch", token, ring, NOW + 2 * 3600_000 + 1000)).toBeNull();
  });

  it("is not accepted as the other kind of session", async () => {
    const deep: DeepLinkingSession = { platform, returnUrl: "https://lms.test/return" };
    expect(await verifySession("launch", await signSession("deep-linking", deep, ring, NOW), ring, NOW)).toBeNull();
    expect(await verifySession("deep-linking", await signSession("launch", launch, ring, NOW), ring, NOW)).toBeNull();
  });

  it("still verifies after a key rotation, and refuses another tool's key and junk", async () => {
    const token = await signSession("launch", launch, ring, NOW);
    expect(await verifySession("launch", token, await rotateToolKeys(store), NOW)).toEqual(launch);
    const other = await ensureToolKeys(memoryToolKeyStore());
    expect(await verifySession("launch", token, other, NOW)).toBeNull();
    for (const junk of ["", "a.b.c", 42, null, "x".repeat(20_000)])
      expect(await verifySession("launch", junk, ring, NOW)).toBeNull();
  });
});

describe("instructor sessions", () => {
  const instructor: InstructorSession = { platform, context: { id: "course-1", title: "Agents 101" } };

  it("round-trips the course and expires after thirty minutes", async () => {
    const token = await signSession("instructor", instructor, ring, NOW);
    expect(await verifySession("instructor", token, ring, NOW + 29 * 60_000)).toEqual(instructor);
    expect(await readSession("instructor", token, ring, NOW + 30 * 60_000 + 1000)).toEqual({
      ok: false,
      problem: "expired",
    });
  });

  it("is neither a launch session nor accepted from one", async () => {
    expect(await verifySession("launch", await signSession("instructor", instructor, ring, NOW), ring, NOW)).toBeNull();
    expect(await verifySession("instructor", await signSession("launch", launch, ring, NOW), ring, NOW)).toBeNull();
  });
});
