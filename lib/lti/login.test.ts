import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { verifySession } from "./launch-session";
import { handleLogin } from "./login";
import { decodeEntities, formRequest } from "./test-platform/auto-post";
import { makeHarness, pageText, TOOL } from "./test-support";

vi.spyOn(console, "warn").mockImplementation(() => {});
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");
const stateOf = (url: string) => new URL(url).searchParams.get("state");
const COOKIE =
  /^__Host-lti-browser=([A-Za-z0-9_-]{43}); Path=\/; Max-Age=86400; HttpOnly; Secure; SameSite=None; Partitioned$/;

describe("handleLogin", () => {
  it("redirects to the platform's auth endpoint with every OIDC parameter and a signed state naming the login", async () => {
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
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = COOKIE.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(await verifySession("login", q.state, await h.keys())).toEqual({
      issuer: h.platform.issuer,
      clientId: h.platform.clientId,
      deploymentId: h.platform.deploymentId,
      nonce: q.nonce,
      target: sha256(TOOL.launch),
      cookie: { hash: sha256(cookie), required: false },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the browser's cookie when the login brings it back, and then requires it at the launch", async () => {
    const h = await makeHarness();
    const value = "b".repeat(43);
    const request = new Request(h.platform.loginUrl({ message: "resource-link" }), {
      headers: { cookie: `other=1; __Host-lti-browser=${value}` },
    });
    const response = await handleLogin(request, h.login);
    expect(COOKIE.exec(response.headers.get("set-cookie") ?? "")?.[1]).toBe(value);
    const state = await verifySession("login", stateOf(response.headers.get("location") ?? ""), await h.keys());
    expect(state?.cookie).toEqual({ hash: sha256(value), required: true });
  });

  it("sets no cookie when the tool is on plain http, where a cross-site cookie would not be kept", async () => {
    const h = await makeHarness();
    const login = { ...h.login, launchUrl: "http://localhost:3000/api/lti/launch" };
    const target = { target_link_uri: login.launchUrl };
    const response = await handleLogin(new Request(h.platform.loginUrl({ message: "resource-link" }, target)), login);
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toBeNull();
    const state = await verifySession("login", stateOf(response.headers.get("location") ?? ""), await h.keys());
    expect(state).not.toHaveProperty("cookie");
  });

  it("puts a value in the platform's storage first when the platform offers lti_storage_target", async () => {
    const h = await makeHarness();
    const offered = { lti_storage_target: "post_message_forwarding" };
    const response = await handleLogin(
      new Request(h.platform.loginUrl({ message: "resource-link" }, offered)),
      h.login,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(COOKIE);
    const html = await response.text();
    // No inline script: the page carries data, the app's own script file does the messaging.
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/lti-platform-storage.js">']);
    const data = (name: string) => decodeEntities(new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1] ?? "");
    const keys = await h.keys();
    const next = await verifySession("login", stateOf(data("next")), keys);
    const fallback = decodeEntities(/id="lti-continue" href="([^"]*)"/.exec(html)?.[1] ?? "");
    expect(data("subject")).toBe("lti.put_data");
    expect(data("target")).toBe("post_message_forwarding");
    expect(data("origin")).toBe(new URL(h.platform.urls.auth).origin);
    expect(data("key")).toBe(`lti-login-${next?.nonce}`);
    expect(next?.storage).toEqual({
      target: "post_message_forwarding",
      origin: data("origin"),
      hash: sha256(data("value")),
    });
    const unbound = await verifySession("login", stateOf(fallback), keys);
    expect(unbound).toEqual({ ...next, storage: undefined });
    expect(new URL(fallback).searchParams.get("nonce")).toBe(next?.nonce);
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
