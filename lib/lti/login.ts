/**
 * OIDC third-party initiated login (Security Framework 1.0, 5.1.1): the platform
 * sends iss, login_hint, target_link_uri (and optionally lti_message_hint, client_id,
 * lti_deployment_id) by GET or form POST; the tool stores a state and a nonce on the
 * server and redirects to the platform's authorization endpoint.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { MAX_TARGET_LINK_URI } from "@/lib/store/launch-states";
import { readFormBody } from "./form-body";
import { pageUnlessServerFault, problemPage } from "./html";
import type { LaunchStateStore, PlatformRegistry } from "./stores";

export type LoginDeps = {
  registry: PlatformRegistry;
  states: LaunchStateStore;
  /** The tool's launch URL: the redirect_uri registered with every platform. */
  launchUrl: string;
  now?: () => number;
};

/** How long a started login may take to come back. */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_FORM_BYTES = 16 * 1024;

const text = (name: string) =>
  z.string(`${name} is missing`).min(1, `${name} is empty`).max(4096, `${name} is too long`);
const LoginParams = z.object({
  iss: text("iss"),
  login_hint: text("login_hint"),
  target_link_uri: text("target_link_uri").max(
    MAX_TARGET_LINK_URI,
    `target_link_uri is longer than ${MAX_TARGET_LINK_URI} characters`,
  ),
  lti_message_hint: text("lti_message_hint").optional(),
  client_id: text("client_id").optional(),
  lti_deployment_id: text("lti_deployment_id").optional(),
});

/** Handles the login initiation; every refusal is a 400 page naming the parameter. */
export function handleLogin(request: Request, deps: LoginDeps): Promise<Response> {
  return pageUnlessServerFault("login", () => startLogin(request, deps));
}

async function startLogin(request: Request, deps: LoginDeps): Promise<Response> {
  const params = await loginParams(request);
  if (params instanceof Response) return params;
  const parsed = LoginParams.safeParse(Object.fromEntries(params));
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "the login parameters are malformed");
  const login = parsed.data;
  const registrations = await deps.registry.find(login.iss, login.client_id);
  if (registrations.length === 0) {
    const known = login.client_id !== undefined && (await deps.registry.find(login.iss)).length > 0;
    return refuse(
      known
        ? `the platform "${login.iss}" has no registration with client_id "${login.client_id}"`
        : `the platform "${login.iss}" is not registered with this tool`,
    );
  }
  if (registrations.length > 1)
    return refuse(`the platform "${login.iss}" has several registrations: client_id is needed`);
  const registration = registrations[0] as (typeof registrations)[number];
  if (login.lti_deployment_id !== undefined && !registration.deploymentIds.includes(login.lti_deployment_id))
    return refuse(`the deployment "${login.lti_deployment_id}" is not known for this platform`);
  if (!sameOrigin(login.target_link_uri, deps.launchUrl)) return refuse("target_link_uri does not point at this tool");
  const state = randomBytes(32).toString("base64url");
  const nonce = randomBytes(32).toString("base64url");
  const stored = await deps.states.put(state, {
    issuer: registration.issuer,
    clientId: registration.clientId,
    nonce,
    targetLinkUri: login.target_link_uri,
    ...(login.lti_deployment_id === undefined ? {} : { deploymentId: login.lti_deployment_id }),
    expiresAt: (deps.now ?? Date.now)() + STATE_LIFETIME_MS,
  });
  if (stored === "full") return refuse("too many logins are in progress, try again in a minute", 503);
  if (stored !== "stored") return refuse(`the login could not be kept: ${stored.invalid}`);
  const auth = new URL(registration.authEndpoint);
  const query: Record<string, string | undefined> = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: registration.clientId,
    redirect_uri: deps.launchUrl,
    login_hint: login.login_hint,
    lti_message_hint: login.lti_message_hint,
    state,
    nonce,
  };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) auth.searchParams.set(name, value);
  return new Response(null, { status: 302, headers: { location: auth.href, "cache-control": "no-store" } });
}

async function loginParams(request: Request): Promise<URLSearchParams | Response> {
  if (request.method === "GET") return new URL(request.url).searchParams;
  if (request.method !== "POST") return refuse(`the login takes GET or POST, not ${request.method}`, 405);
  const form = await readFormBody(request, MAX_FORM_BYTES);
  return form.ok ? form.params : refuse(form.message, form.status);
}

function sameOrigin(url: string, launchUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(launchUrl).origin;
  } catch {
    return false;
  }
}

function refuse(reason: string, status = 400): Response {
  console.warn(`[lti] login refused: ${reason}`);
  return problemPage(
    status,
    "This login could not start",
    `The course platform's login request was refused: ${reason}.`,
  );
}
