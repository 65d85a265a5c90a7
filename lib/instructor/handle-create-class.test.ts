import { describe, expect, it } from "vitest";
import { signSession } from "@/lib/lti/launch-session";
import { memoryToolKeyStore } from "@/lib/lti/memory-stores";
import { ensureToolKeys } from "@/lib/lti/tool-keys";
import { keySessionCookie, makeKeyEnv } from "@/lib/preview/test-support";
import { accepted, refused } from "@/lib/store/result";
import type { AccessDeps } from "./access";
import { type CreateClassDeps, handleCreateClass } from "./handle-create-class";

const ring = await ensureToolKeys(memoryToolKeyStore());
const NOW = Date.parse("2026-12-01T20:00:00Z");
const access: AccessDeps = { keyEnv: makeKeyEnv(), keys: async () => ring, nowMs: NOW };

function post(title: string, { cookie = keySessionCookie(), query = "" } = {}) {
  return new Request(`http://tool.test/instructor/classes${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ title }).toString(),
  });
}

describe("making a class", () => {
  it("stores it under a fresh code and sends the instructor to its page, drawing again when a code is taken", async () => {
    const made: string[] = [];
    const codes = ["ACDEFGHJK3", "QRTUVWXY34"];
    const deps: CreateClassDeps = {
      access,
      newCode: () => codes.shift() ?? "",
      create: async (code, title, now) => {
        if (code === "ACDEFGHJK3") return refused("duplicate", "taken");
        made.push(`${code} ${title}`);
        return accepted({ code, title, createdAt: now });
      },
      now: () => NOW,
    };
    const response = await handleCreateClass(post("Agents 101"), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/instructor?class=QRTUVWXY34");
    expect(made).toEqual(["QRTUVWXY34 Agents 101"]);
  });

  it("refuses a nameless class with the store's reason, without the key with the access refusal, and an LMS instructor", async () => {
    const deps: CreateClassDeps = {
      access,
      create: async () => refused("invalid", "Give the class a name."),
    };
    const nameless = await handleCreateClass(post(" "), deps);
    expect(nameless.status).toBe(400);
    expect(await nameless.text()).toContain("Give the class a name. Go back and try again.");
    expect((await handleCreateClass(post("A", { cookie: "" }), deps)).status).toBe(403);
    const session = await signSession(
      "instructor",
      { platform: { issuer: "https://lms.test", clientId: "c", deploymentId: "d" }, context: { id: "course" } },
      ring,
      NOW,
    );
    const fromLms = await handleCreateClass(post("A", { query: `?session=${session}` }), deps);
    expect(fromLms.status).toBe(403);
    expect(await fromLms.text()).toContain("your course already is a class");
  });
});
