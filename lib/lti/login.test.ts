import { describe, expect, it, vi } from "vitest";
import { handleLogin } from "./login";
import { formRequest } from "./test-platform/auto-post";
import { makeHarness, pageText, TOOL } from "./test-support";

vi.spyOn(console, "warn").mockImplementation(() => {});

describe("handleLogin", () => {
  it("redirects to the platform's auth endpoint with every OIDC parameter and a server-side state", async () => {
    const h = await makeHarness();
    const response = await handleLogin(new Request(h.platform.loginUrl({ message: "resource-link" })), h.login);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(h.platform.urls.auth);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: h.platform.clientId,
      redirect_uri: TOOL.launch,
      login_hint: "learner-42",
    });
    expect(q.lti_message_hint).toBeTruthy();
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).not.toBe(q.state);
    expect(await h.states.take(q.state ?? "", Date.now())).toMatchObject({ nonce: q.nonce, issuer: h.platform.issuer });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("takes the same parameters as a form POST", async () => {
    const h = await makeHarness();
    const params = Object.fromEntries(new URL(h.platform.loginUrl({ message: "resource-link" })).searchParams);
    expect((await handleLogin(formRequest(TOOL.login, params), h.login)).status).toBe(302);
  });

  it.each([
    [
      "an unknown platform",
      { iss: "https://unknown.example" },
      /the platform "https:\/\/unknown.example" is not registered/,
    ],
    ["an unknown client_id", { client_id: "other" }, /has no registration with client_id "other"/],
    ["an unknown deployment", { lti_deployment_id: "dep-9" }, /the deployment "dep-9" is not known/],
    ["no login_hint", { login_hint: "" }, /login_hint is empty/],
    [
      "a target on another site",
      { target_link_uri: "https://evil.example/x" },
      /target_link_uri does not point at this tool/,
    ],
  ])("refuses %s with a 400 page naming it", async (_name, change, message) => {
    const h = await makeHarness();
    const response = await handleLogin(new Request(h.platform.loginUrl({ message: "resource-link" }, change)), h.login);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await pageText(response)).toMatch(message);
  });

  it("refuses a target_link_uri longer than 2048 characters with a 400 page naming the limit", async () => {
    const h = await makeHarness();
    const target = `${TOOL.launch}?x=${"a".repeat(2048)}`;
    const response = await handleLogin(
      new Request(h.platform.loginUrl({ message: "resource-link" }, { target_link_uri: target })),
      h.login,
    );
    expect(response.status).toBe(400);
    expect(await pageText(response)).toMatch(/target_link_uri is longer than 2048 characters/);
  });

  it("refuses a login with a 503 page when too many logins are in progress", async () => {
    const h = await makeHarness();
    const login = { ...h.login, states: { ...h.states, put: async () => "full" as const } };
    const response = await handleLogin(new Request(h.platform.loginUrl({ message: "resource-link" })), login);
    expect(response.status).toBe(503);
    expect(await pageText(response)).toMatch(/too many logins are in progress, try again in a minute/);
  });

  it("refuses with a 400 page, not a fault, a login whose state the store refuses", async () => {
    const h = await makeHarness();
    const refused = { invalid: "targetLinkUri: Invalid URL" };
    const login = { ...h.login, states: { ...h.states, put: async () => refused } };
    const response = await handleLogin(new Request(h.platform.loginUrl({ message: "resource-link" })), login);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toMatch(/the login could not be kept: targetLinkUri: Invalid URL/);
  });

  it("names a missing iss", async () => {
    const h = await makeHarness();
    const response = await handleLogin(
      new Request(`${TOOL.login}?login_hint=a&target_link_uri=${TOOL.launch}`),
      h.login,
    );
    expect(response.status).toBe(400);
    expect(await pageText(response)).toMatch(/iss is missing/);
  });
});
