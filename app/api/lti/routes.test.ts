import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { processLti } from "@/lib/composition-root";
import { verifySession } from "@/lib/lti/launch-session";
import { PLATFORM_ORIGINS_FILE } from "@/lib/lti/platform-origins-file";
import { formRequest, readAutoPostForm } from "@/lib/lti/test-platform/auto-post";
import { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { POST as deepLinkingPost } from "./deep-linking/route";
import { GET as jwksGet } from "./jwks/route";
import { POST as launchPost } from "./launch/route";
import { GET as loginGet } from "./login/route";

vi.spyOn(console, "warn").mockImplementation(() => {});
const ORIGIN = "https://lab.test";
const jwks = async () => (await jwksGet(new Request(`${ORIGIN}/api/lti/jwks`))).json();
const server = await startTestPlatformServer({
  toolLoginUrl: `${ORIGIN}/api/lti/login`,
  toolLaunchUrl: `${ORIGIN}/api/lti/launch`,
  toolJwks: jwks,
});
afterAll(() => server.close());
// The routes read their configuration when the process's LTI wiring is first built.
const DATA_DIR = path.join(mkdtempSync(path.join(tmpdir(), "lti-routes-")), "data");
process.env.DATA_DIR = DATA_DIR;
process.env.DATABASE_URL = "";
process.env.LTI_TOOL_ORIGIN = ORIGIN;
process.env.LTI_PLATFORMS = JSON.stringify([server.platform.registration]);
vi.spyOn(console, "info").mockImplementation(() => {});
// NOTE: the store is PGlite on disk in DATA_DIR; its first start (initdb) took 7-70 s on a busy 2-core machine.
beforeAll(() => processLti(), 180_000);
afterAll(async () => (await processLti()).worker.stop());

/** The platform's login → our login route → the platform's authorize → the form for our launch route. */
async function launchForm(options: Parameters<typeof server.platform.loginUrl>[0]) {
  const login = await loginGet(new Request(server.platform.loginUrl(options)));
  expect(login.status).toBe(302);
  return readAutoPostForm(await (await fetch(login.headers.get("location") ?? "")).text());
}

describe("the LTI routes on the results store", () => {
  it("seed LTI_PLATFORMS into the store and list its origins for the security headers", async () => {
    const { store } = await processLti();
    const [stored] = await store.platforms.list(server.platform.registration.issuer);
    expect(stored?.deploymentIds).toEqual([...server.platform.registration.deploymentIds]);
    const origins = JSON.parse(readFileSync(path.join(DATA_DIR, PLATFORM_ORIGINS_FILE), "utf8"));
    expect(origins).toContain(new URL(server.platform.registration.issuer).origin);
  });

  it("serve the tool's JWKS, generated on first use", async () => {
    expect((await jwks()).keys).toEqual([expect.objectContaining({ kty: "RSA", alg: "RS256" })]);
  });

  it("launch a widget from a platform over HTTP, with the learner from the id_token", async () => {
    const form = await launchForm({ message: "resource-link", custom: { slug: "error-envelope", widget: "match" } });
    const response = await launchPost(formRequest(form.action, form.fields));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.pathname).toBe("/embed/error-envelope/match");
    const lti = await processLti();
    const session = await verifySession(
      "launch",
      new URLSearchParams(location.hash.slice(1)).get("lti_session"),
      await lti.keys(),
    );
    expect(session?.learner).toEqual({ sub: "learner-42", name: "Ada Learner", email: "ada@example.edu" });
    // The launch kept its placement: the resource link with its lesson and widget.
    const link = await lti.store.db
      .selectFrom("resource_links")
      .select(["lesson_slug", "widget"])
      .where("lti_resource_link_id", "=", session?.resourceLink.id ?? "")
      .executeTakeFirst();
    expect(link).toEqual({ lesson_slug: "error-envelope", widget: "match" });
  });

  it("refuse a hostile launch with a 4xx page", async () => {
    const form = await launchForm({
      message: "resource-link",
      hostile: "unknown-kid",
      custom: { slug: "error-envelope" },
    });
    expect((await launchPost(formRequest(form.action, form.fields))).status).toBe(401);
  });

  it("deep-link the kata from the real lesson list, with a line item", async () => {
    const form = await launchForm({ message: "deep-linking" });
    const picker = await (await launchPost(formRequest(form.action, form.fields))).text();
    expect(picker).toContain('value="error-envelope/kata"');
    const session = /name="session" value="([^"]+)"/.exec(picker)?.[1] ?? "";
    const answer = await deepLinkingPost(
      formRequest(`${ORIGIN}/api/lti/deep-linking`, { session, choice: "error-envelope/kata" }),
    );
    const back = readAutoPostForm(await answer.text());
    const accepted = await fetch(back.action, { method: "POST", body: new URLSearchParams(back.fields) });
    expect(accepted.status).toBe(200);
    expect(JSON.stringify(server.platform.services.deepLinks.at(-1))).toContain('"resourceId":"error-envelope/kata"');
  });
});
