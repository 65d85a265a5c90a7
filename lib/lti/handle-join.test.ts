import { describe, expect, it } from "vitest";
import { CLASS_PLATFORM, type StoredClass } from "@/lib/store/classes";
import { checkLaunchSession } from "./grading-learner";
import { handleJoin, type JoinDeps, MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS } from "./handle-join";
import { signSession } from "./launch-session";
import { memoryToolKeyStore } from "./memory-stores";
import { ensureToolKeys } from "./tool-keys";

const ring = await ensureToolKeys(memoryToolKeyStore());
const NOW = Date.parse("2026-12-06T10:00:00Z");
const CLASS: StoredClass = { code: "ACDEFGHJK3", title: "Agents 101", createdAt: new Date(NOW) };

/** A join endpoint over one class and an in-memory failure count (the store's is tested in lib/store/classes.test.ts). */
function joinWith(now = () => NOW) {
  const failures = new Map<string, number>();
  const deps: JoinDeps = {
    classes: {
      find: async (code) => (code === CLASS.code ? CLASS : null),
      failures: async (client) => failures.get(client) ?? 0,
      addFailure: async (client) => {
        failures.set(client, (failures.get(client) ?? 0) + 1);
        return failures.get(client) ?? 0;
      },
    },
    sign: (claims) => signSession("class", claims, ring, now()),
    now,
    newLearnerId: () => "learner-1",
  };
  return (body: unknown, address = "203.0.113.7") =>
    handleJoin(
      new Request("http://tool.test/api/classes/join", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify(body),
      }),
      deps,
    );
}

describe("joining a class with its code", () => {
  it("gives a class session that grades as a launch of each activity in the class, under the typed name", async () => {
    const response = await joinWith()({ code: "acdef-ghjk3", name: "  Ada   Lovelace " });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ class: { code: "ACDEF-GHJK3", title: "Agents 101" }, name: "Ada Lovelace" });
    const target = { slug: "error-envelope", widget: "checkpoint" as const };
    const checked = await checkLaunchSession("ltiSession", body.session, ring, NOW + 60_000, target);
    expect(checked).toEqual({
      ok: true,
      session: {
        platform: CLASS_PLATFORM,
        learner: { sub: "class:learner-1", name: "Ada Lovelace" },
        roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
        context: { id: "ACDEFGHJK3", title: "Agents 101" },
        resourceLink: { id: "ACDEFGHJK3/error-envelope/checkpoint" },
        target,
      },
    });
  });

  it("is not a launch session where no activity is named, and expires after 120 days with a word on joining again", async () => {
    const body = await (await joinWith()({ code: "ACDEFGHJK3", name: "Ada" })).json();
    expect((await checkLaunchSession("ltiSession", body.session, ring, NOW)).ok).toBe(false);
    const late = await checkLaunchSession("ltiSession", body.session, ring, NOW + 121 * 86_400_000, {
      slug: "error-envelope",
    });
    expect(late).toEqual({ ok: false, message: expect.stringContaining("join the class again") });
  });

  it("refuses an unknown code and a malformed one with what to do, and a missing name", async () => {
    const join = joinWith();
    const unknown = await join({ code: "ACDEF-GHJK4", name: "Ada" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(
      "No class has the code ACDEF-GHJK4. Check it with your instructor and type it again.",
    );
    const malformed = await join({ code: "hello", name: "Ada" });
    expect((await malformed.json()).error.message).toContain('"hello" is not a class code');
    const nameless = await join({ code: "ACDEFGHJK3", name: "   " });
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).error.issues).toEqual([
      { path: "name", message: "Type your name, as your instructor should see it." },
    ]);
  });

  it(`refuses a client every code, the right one too, after ${MAX_WRONG_CODES} wrong ones; other clients still join`, async () => {
    const join = joinWith();
    for (let i = 0; i < MAX_WRONG_CODES; i++)
      expect((await join({ code: "ACDEFGHJK4", name: "Eve" })).status).toBe(404);
    const blocked = await join({ code: "ACDEFGHJK3", name: "Eve" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe(String(WRONG_CODE_WINDOW_MS / 1000));
    expect((await blocked.json()).error.message).toContain("Too many wrong class codes");
    expect((await join({ code: "ACDEFGHJK3", name: "Bob" }, "198.51.100.9")).status).toBe(200);
  });
});
