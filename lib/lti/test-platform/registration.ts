/**
 * The stand-in platform's side of LTI Dynamic Registration 1.0: an admin page that
 * opens a tool's registration address in a frame with `openid_configuration` and a
 * one-time `registration_token`, the OpenID configuration, and the registration
 * endpoint that issues a client_id and a deployment id. The page closes the frame when
 * the tool posts the spec's close message.
 */
import { randomBytes } from "node:crypto";
import { escapeHtml } from "@/lib/http/escape-html";
import { htmlPage } from "../html";
import { PLATFORM_CONFIGURATION_CLAIM } from "../registration/platform-configuration";
import { TOOL_CONFIGURATION_CLAIM } from "../registration/tool-registration";

export type ToolRegistration = {
  clientId: string;
  deploymentId: string;
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
  /** The tool's registration request, as it was posted. */
  request: Record<string, unknown>;
};

type Deps = {
  issuer: string;
  urls: { auth: string; token: string; jwks: string };
  onRegistered: (registration: ToolRegistration) => void;
};

export const REGISTRATION_PATHS = {
  admin: "/admin/lti-registration",
  configuration: "/lti/openid-configuration",
  register: "/lti/register",
} as const;

export function createRegistrationService(deps: Deps) {
  const tokens = new Set<string>();
  const registrations: ToolRegistration[] = [];
  // Unique per platform instance, so a tool that keeps its store across test runs never sees a client id twice.
  const instance = randomBytes(4).toString("hex");
  const at = (p: string) => new URL(p, deps.issuer).href;
  const bearer = (request: Request) => (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");

  const configuration = () => ({
    issuer: deps.issuer,
    authorization_endpoint: deps.urls.auth,
    token_endpoint: deps.urls.token,
    jwks_uri: deps.urls.jwks,
    registration_endpoint: at(REGISTRATION_PATHS.register),
    token_endpoint_auth_methods_supported: ["private_key_jwt"],
    token_endpoint_auth_signing_alg_values_supported: ["RS256"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "https://purl.imsglobal.org/spec/lti-ags/scope/score"],
    response_types_supported: ["id_token"],
    subject_types_supported: ["public"],
    claims_supported: ["iss", "sub", "name", "email"],
    [PLATFORM_CONFIGURATION_CLAIM]: {
      product_family_code: "stand-in-lms",
      version: "1.0",
      messages_supported: [{ type: "LtiResourceLinkRequest" }, { type: "LtiDeepLinkingRequest" }],
    },
  });

  /** The registration endpoint: a known token once, a tool configuration with what LTI needs. */
  async function register(request: Request): Promise<Response> {
    const token = bearer(request);
    if (!tokens.delete(token)) return Response.json({ error: "invalid_token" }, { status: 401 });
    const body = (await request.json()) as Record<string, unknown>;
    const lti = body[TOOL_CONFIGURATION_CLAIM] as Record<string, unknown> | undefined;
    const redirects = body.redirect_uris as unknown;
    const complete =
      typeof body.initiate_login_uri === "string" &&
      Array.isArray(redirects) &&
      typeof redirects[0] === "string" &&
      typeof body.jwks_uri === "string" &&
      body.token_endpoint_auth_method === "private_key_jwt" &&
      typeof lti?.domain === "string" &&
      typeof lti?.target_link_uri === "string";
    if (!complete) return Response.json({ error: "invalid_client_metadata" }, { status: 400 });
    const n = registrations.length + 1;
    const registration: ToolRegistration = {
      clientId: `dynamic-client-${instance}-${n}`,
      deploymentId: `dynamic-deployment-${instance}-${n}`,
      loginUrl: body.initiate_login_uri as string,
      launchUrl: (redirects as string[])[0] as string,
      jwksUrl: body.jwks_uri as string,
      request: body,
    };
    registrations.push(registration);
    deps.onRegistered(registration);
    return Response.json({
      ...body,
      client_id: registration.clientId,
      [TOOL_CONFIGURATION_CLAIM]: { ...lti, deployment_id: registration.deploymentId },
    });
  }

  /** The admin's screen: paste the tool's address, start, and watch for the close message. */
  function adminPage(): Response {
    const token = randomBytes(16).toString("base64url");
    tokens.add(token);
    const params = { openid_configuration: at(REGISTRATION_PATHS.configuration), registration_token: token };
    // The tool's page in the frame has a main landmark too: this one is named, so the two stay distinct.
    const body = `<main aria-label="LMS administration"><h1>LTI Advantage: register a tool</h1><form id="start"><label for="tool-url">Tool registration URL</label> <input id="tool-url" name="url" type="url" required size="60"> <button type="submit">Start registration</button></form><p id="status" role="status"></p><div id="frame"></div><script src="/registration-admin.js" data-params="${escapeHtml(JSON.stringify(params))}"></script></main>`;
    return htmlPage("Register a tool", body);
  }

  /** Answers the registration paths; null for any other path. */
  async function handle(request: Request): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (pathname === REGISTRATION_PATHS.admin) return adminPage();
    if (pathname === REGISTRATION_PATHS.configuration) {
      if (!tokens.has(bearer(request))) return Response.json({ error: "invalid_token" }, { status: 401 });
      return Response.json(configuration());
    }
    if (pathname === REGISTRATION_PATHS.register && request.method === "POST") return register(request);
    return null;
  }

  /** A fresh token, as the admin page issues one, for tests that drive the exchange without a browser. */
  const issueToken = () => {
    const token = randomBytes(16).toString("base64url");
    tokens.add(token);
    return token;
  };

  return { handle, registrations, issueToken, configurationUrl: at(REGISTRATION_PATHS.configuration), configuration };
}
