/**
 * OIDC third-party initiated login (Security Framework 1.0, 5.1.1): the platform
 * sends iss, login_hint, target_link_uri (and optionally lti_message_hint, client_id,
 * lti_deployment_id, lti_storage_target) by GET or form POST; the tool answers with a
 * signed state that carries the login (login-state.ts), nothing kept on the server, and
 * redirects to the platform's authorization endpoint, or first puts a value in the
 * platform's storage when the platform offers it (platform-storage.ts).
 */
import { z } from "zod";
import { readFormBody } from "./form-body";
import { pageUnlessServerFault, problemPage } from "./html";
import type { LoginState } from "./launch-session";
import { browserCookie, issueLoginState, randomSecret, sha256 } from "./login-state";
import { putDataPage, storageKey } from "./platform-storage";
import type { PlatformRegistration, PlatformRegistry } from "./stores";
import type { KeyRing } from "./tool-keys";

export type LoginDeps = {
  registry: PlatformRegistry;
  /** The tool's keys: they sign the state. */
  keys: () => Promise<KeyRing>;
  /** The tool's launch URL: the redirect_uri registered with every platform. */
  launchUrl: string;
  now?: () => number;
};

const MAX_FORM_BYTES = 16 * 1024;
/** Longest target_link_uri a login takes. */
export const MAX_TARGET_LINK_URI = 2048;

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
  /** The platform's storage frame, when it offers platform storage. */
  lti_storage_target: text("lti_storage_target").max(255, "lti_storage_target is too long").optional(),
});
type LoginParams = z.output<typeof LoginParams>;

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
  const ring = await deps.keys();
  const nowMs = (deps.now ?? Date.now)();
  const cookie = browserCookie(request, deps.launchUrl);
  const state: LoginState = {
    issuer: registration.issuer,
    clientId: registration.clientId,
    ...(login.lti_deployment_id === undefined ? {} : { deploymentId: login.lti_deployment_id }),
    nonce: randomSecret(),
    target: sha256(login.target_link_uri),
    ...(cookie ? { cookie: cookie.claim } : {}),
  };
  const authorize = (signed: string) => authorizationUrl(registration, login, state.nonce, signed, deps.launchUrl);
  const unbound = authorize(await issueLoginState(state, ring, nowMs));
  let response = new Response(null, { status: 302, headers: { location: unbound } });
  if (login.lti_storage_target !== undefined) {
    // The platform offers its storage: a page puts a value there, then goes on with a state bound to it.
    const to = { target: login.lti_storage_target, origin: new URL(registration.authEndpoint).origin };
    const value = randomSecret();
    const bound = { ...state, storage: { ...to, hash: sha256(value) } };
    const next = authorize(await issueLoginState(bound, ring, nowMs));
    response = putDataPage({ ...to, key: storageKey(state.nonce) }, value, next, unbound);
  }
  response.headers.set("cache-control", "no-store");
  if (cookie) response.headers.append("set-cookie", cookie.setCookie);
  return response;
}

/** The platform's authorization endpoint with the OIDC authentication request for this login. */
function authorizationUrl(
  registration: PlatformRegistration,
  login: LoginParams,
  nonce: string,
  state: string,
  launchUrl: string,
): string {
  const auth = new URL(registration.authEndpoint);
  const query: Record<string, string | undefined> = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: registration.clientId,
    redirect_uri: launchUrl,
    login_hint: login.login_hint,
    lti_message_hint: login.lti_message_hint,
    state,
    nonce,
  };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) auth.searchParams.set(name, value);
  return auth.href;
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
