import { describe, expect, it, vi } from "vitest";
import { handleLaunch, SESSION_FRAGMENT } from "./launch";
import { verifySession } from "./launch-session";
import { INSTRUCTOR_ROLES } from "./roles";
import { formRequest } from "./test-platform/auto-post";
import { HOSTILE, type Hostile } from "./test-platform/id-token";
import { makeHarness, pageText, TOOL } from "./test-support";

const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
const h = await makeHarness();

async function sessionOf(response: Response) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location") ?? "");
  const token = new URLSearchParams(location.hash.slice(1)).get(SESSION_FRAGMENT);
  return { location, session: await verifySession("launch", token, await h.keys()) };
}

describe("a resource link launch", () => {
  it("opens the deep-linked widget with a signed session naming the learner, context, roles and line item", async () => {
    const response = await h.launchWith({
      message: "resource-link",
      custom: { slug: "error-envelope", widget: "checkpoint" },
    });
    const { location, session } = await sessionOf(response);
    expect(`${location.origin}${location.pathname}`).toBe(`${TOOL.origin}/embed/error-envelope/checkpoint`);
    expect(session).toEqual({
      platform: { issuer: h.platform.issuer, clientId: h.platform.clientId, deploymentId: h.platform.deploymentId },
      learner: { sub: "learner-42", name: "Ada Learner", email: "ada@example.edu" },
      roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
      context: { id: "course-1", label: "ENV101", title: "Error envelopes" },
      resourceLink: { id: "link-1", title: "Week 1" },
      lineItem: h.platform.urls.lineItem,
      target: { slug: "error-envelope", widget: "checkpoint" },
    });
  });

  it("opens a whole lesson named by the target_link_uri when there are no custom parameters", async () => {
    const response = await h.launchWith({
      message: "resource-link",
      targetLinkUri: `${TOOL.origin}/embed/error-envelope`,
    });
    const { location, session } = await sessionOf(response);
    expect(location.pathname).toBe("/embed/error-envelope");
    expect(session?.target).toEqual({ slug: "error-envelope" });
  });

  it("refuses a link to a widget the lesson does not have", async () => {
    const response = await h.launchWith({
      message: "resource-link",
      custom: { slug: "error-envelope", widget: "essay" },
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toMatch(/the lesson "error-envelope" has no widget called "essay"/);
  });
});

describe("an instructor's resource link launch", () => {
  const INSTRUCTOR = [INSTRUCTOR_ROLES[0]];
  const links = async (response: Response) => {
    expect(response.status).toBe(200);
    const html = await response.text();
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&#38;", "&"));
    return { html, activity: new URL(hrefs[0] ?? ""), results: new URL(hrefs[1] ?? "") };
  };

  it("offers the activity with its launch session and the course's class results with an instructor session", async () => {
    const response = await h.launchWith({
      message: "resource-link",
      custom: { slug: "error-envelope", widget: "checkpoint" },
      roles: INSTRUCTOR,
    });
    const { html, activity, results } = await links(response);
    expect(html).toContain("Error envelopes");
    expect(activity.pathname).toBe("/embed/error-envelope/checkpoint");
    const launch = await verifySession(
      "launch",
      new URLSearchParams(activity.hash.slice(1)).get(SESSION_FRAGMENT),
      await h.keys(),
    );
    expect(launch?.roles).toEqual(INSTRUCTOR);
    expect(`${results.origin}${results.pathname}`).toBe(`${TOOL.origin}/instructor`);
    expect(await verifySession("instructor", results.searchParams.get("session"), await h.keys())).toEqual({
      platform: { issuer: h.platform.issuer, clientId: h.platform.clientId, deploymentId: h.platform.deploymentId },
      context: { id: "course-1", title: "Error envelopes" },
    });
  });

  it("goes straight to the activity when the launch names no course, as a learner's does", async () => {
    const response = await h.launchWith({
      message: "resource-link",
      custom: { slug: "error-envelope", widget: "checkpoint" },
      roles: INSTRUCTOR,
      context: null,
    });
    expect((await sessionOf(response)).session?.roles).toEqual(INSTRUCTOR);
  });
});

describe("a deep-linking launch", () => {
  it("answers with the picker, carrying a signed deep-linking session", async () => {
    const response = await h.launchWith({ message: "deep-linking" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`action="${TOOL.choice}"`);
    expect(html).toContain('value="error-envelope/checkpoint"');
    expect(html).toMatch(/<button type="submit">Add to course<\/button>/);
  });

  it("refuses a deep_link_return_url outside the platform's registered origins, naming the fix", async () => {
    const form = await h.launchForm({ message: "deep-linking" });
    const moved = (r: typeof h.platform.registration) => ({
      ...r,
      issuer: "https://elsewhere.test",
      authEndpoint: "https://elsewhere.test/authorize",
    });
    const registry = { find: async (i: string, c?: string) => (await h.launch.registry.find(i, c)).map(moved) };
    const response = await handleLaunch(formRequest(form.action, form.fields), { ...h.launch, registry });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(
      "the deep_link_return_url is on https://lms.test, which is not one of this platform's registered origins (add it to the registration's webOrigins)",
    );
  });
});

const EXPECTED: Record<Hostile, [number, RegExp]> = {
  "bad-signature": [401, /signature does not match the platform's key/],
  "unknown-kid": [401, /signed with a key \(kid\) the platform does not publish/],
  "wrong-iss": [401, /issuer is not "https:\/\/lms.test"/],
  "wrong-aud": [401, /audience does not include this tool's client_id "tool-client-1"/],
  expired: [401, /(has expired|issued too long ago)/],
  "reused-nonce": [401, /nonce is not the one this tool sent at login/],
  "missing-deployment": [400, /has no deployment_id claim/],
  "wrong-message-type": [400, /message type "LtiSubmissionReviewRequest" is not one this tool handles/],
  huge: [413, /larger than 64 kB/],
};

describe("hostile launches", () => {
  it.each(HOSTILE)("refuses %s with a 4xx page that names the problem, and logs it", async (hostile) => {
    // A normal launch first, so "reused-nonce" has an earlier nonce to reuse.
    await h.launchWith({ message: "resource-link", custom: { slug: "error-envelope" } });
    warn.mockClear();
    const response = await h.launchWith({ message: "resource-link", hostile, custom: { slug: "error-envelope" } });
    const [status, message] = EXPECTED[hostile];
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await pageText(response)).toMatch(message);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[lti\] launch refused/));
  });

  it("refuses the same launch form posted twice: the id_token's nonce works once", async () => {
    const form = await h.launchForm({ message: "resource-link", custom: { slug: "error-envelope" } });
    expect((await handleLaunch(formRequest(form.action, form.fields), h.launch)).status).toBe(303);
    const replay = await handleLaunch(formRequest(form.action, form.fields), h.launch);
    expect(replay.status).toBe(401);
    expect(await pageText(replay)).toMatch(/the id_token's nonce was already used: this launch is a replay/);
  });

  it("refuses a GET, a JSON body and a form without id_token", async () => {
    const get = await handleLaunch(new Request(TOOL.launch), h.launch);
    expect([get.status, await pageText(get)]).toEqual([400, expect.stringMatching(/must be a form POST, not GET/)]);
    const json = await handleLaunch(
      new Request(TOOL.launch, { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
      h.launch,
    );
    expect(json.status).toBe(415);
    const empty = await handleLaunch(formRequest(TOOL.launch, { state: "x" }), h.launch);
    expect([empty.status, await pageText(empty)]).toEqual([400, expect.stringMatching(/has no id_token/)]);
  });

  it("shows the platform's own error when it refused the login", async () => {
    const response = await handleLaunch(
      formRequest(TOOL.launch, { error: "login_required", error_description: "no session" }),
      h.launch,
    );
    expect(response.status).toBe(400);
    expect(await pageText(response)).toMatch(/the platform refused the login: login_required no session/);
  });
});

describe("a fault on the server's side", () => {
  it("is a 503 page, not a bare 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...h.launch, keys: () => Promise.reject(new Error("db down")) };
    const response = await handleLaunch(formRequest(TOOL.launch, { id_token: "a.b.c", state: "s" }), broken);
    expect(response.status).toBe(503);
    expect(await pageText(response)).toMatch(/could not finish this step right now/);
  });
});
