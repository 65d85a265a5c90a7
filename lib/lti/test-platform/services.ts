/**
 * The stand-in platform's services: the OAuth 2 token endpoint (client credentials
 * with a JWT assertion, checked against the tool's JWKS), a line item's scores
 * endpoint that records scores and can be told to fail, and the deep-linking return
 * URL that verifies the tool's response.
 */
import { randomBytes } from "node:crypto";
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import { escapeHtml } from "@/lib/http/escape-html";
import { CLAIM, CLIENT_ASSERTION_TYPE, SCORE_MEDIA_TYPE, SCORE_SCOPE } from "../claims";
import { htmlPage } from "../html";
import type { LaunchOptions } from "./id-token";

type Urls = { token: string; lineItem: string; deepLinkReturn: string };
/** `clientId` is read on each request: it changes when a tool registers itself. */
type Deps = { urls: Urls; issuer: string; clientId: () => string; toolJwks: () => Promise<{ keys: object[] }> };

export function createPlatformServices(deps: Deps) {
  const tokens = new Set<string>();
  const scores: { contentType: string | null; body: Record<string, unknown> }[] = [];
  const deepLinks: Record<string, unknown>[] = [];
  const calls = { token: 0, scores: 0 };
  let failures = 0;
  let failureStatus = 503;
  let retryAfter: Record<string, string> = {};
  const keys = async () => createLocalJWKSet((await deps.toolJwks()) as JSONWebKeySet);
  const scoresUrl = new URL(deps.urls.lineItem);
  scoresUrl.pathname += "/scores";

  async function token(request: Request): Promise<Response> {
    calls.token++;
    const form = new URLSearchParams(await request.text());
    if (form.get("grant_type") !== "client_credentials" || form.get("client_assertion_type") !== CLIENT_ASSERTION_TYPE)
      return Response.json({ error: "unsupported_grant_type" }, { status: 400 });
    if (!(form.get("scope") ?? "").split(" ").includes(SCORE_SCOPE))
      return Response.json({ error: "invalid_scope" }, { status: 400 });
    try {
      const { payload } = await jwtVerify(form.get("client_assertion") ?? "", await keys(), {
        issuer: deps.clientId(),
        subject: deps.clientId(),
        audience: deps.urls.token,
        requiredClaims: ["jti", "exp", "iat"],
      });
      if (typeof payload.jti !== "string") throw new Error("no jti");
    } catch {
      return Response.json({ error: "invalid_client" }, { status: 401 });
    }
    const accessToken = randomBytes(16).toString("base64url");
    tokens.add(accessToken);
    return Response.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope: SCORE_SCOPE });
  }

  async function score(request: Request): Promise<Response> {
    calls.scores++;
    if (!tokens.has((request.headers.get("authorization") ?? "").replace(/^Bearer /, "")))
      return new Response("no token", { status: 401 });
    if (request.headers.get("content-type") !== SCORE_MEDIA_TYPE)
      return new Response("wrong media type", { status: 415 });
    if (failures > 0) {
      failures--;
      return failureStatus === 503
        ? new Response("try later", { status: 503, headers: retryAfter })
        : new Response("refused", { status: failureStatus });
    }
    scores.push({ contentType: request.headers.get("content-type"), body: await request.json() });
    return new Response(null, { status: 204 });
  }

  async function deepLinkReturn(request: Request): Promise<Response> {
    const jwt = new URLSearchParams(await request.text()).get("JWT") ?? "";
    try {
      const { payload } = await jwtVerify(jwt, await keys(), { issuer: deps.clientId(), audience: deps.issuer });
      if (payload[CLAIM.messageType] !== "LtiDeepLinkingResponse") throw new Error("wrong type");
      deepLinks.push(payload);
      return linkedPage(payload[CLAIM.contentItems]);
    } catch (error) {
      return new Response(`refused: ${(error as Error).message}`, { status: 400 });
    }
  }

  /** What the course shows after linking: each new item with a link that launches it from the course page. */
  function linkedPage(items: unknown): Response {
    const links = (Array.isArray(items) ? items : []).map((item: { title?: string; url?: string; custom?: object }) => {
      const launch: LaunchOptions = {
        message: "resource-link",
        custom: item.custom as Record<string, string>,
        ...(item.url ? { targetLinkUri: item.url } : {}),
      };
      const href = `/course?launch=${Buffer.from(JSON.stringify(launch)).toString("base64url")}`;
      return `<li><a href="${escapeHtml(href)}" target="_top">${escapeHtml(item.title ?? "untitled")}</a></li>`;
    });
    return htmlPage("Added to Week 1", `<main><h1>Added to Week 1</h1><ul>${links.join("")}</ul></main>`);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.href === deps.urls.token) return token(request);
    if (request.method === "POST" && url.href === scoresUrl.href) return score(request);
    if (request.method === "POST" && url.href === deps.urls.deepLinkReturn) return deepLinkReturn(request);
    return new Response("no such endpoint", { status: 404 });
  }

  /**
   * The next `n` score posts answer `status` (503 by default: try later, with a Retry-After
   * of `retryAfterSeconds` when given; a 4xx such as 422 is a refusal).
   */
  const failNextScores = (n: number, status = 503, retryAfterSeconds?: number) => {
    failures = n;
    failureStatus = status;
    retryAfter = retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) };
  };
  return { handle, scores, deepLinks, calls, failNextScores };
}
