/**
 * The Dynamic Registration endpoint (LTI Dynamic Registration 1.0): the administrator's
 * browser opens it with `openid_configuration` and `registration_token`; the tool
 * fetches the platform's configuration, registers itself there, stores the platform
 * and its deployment, and shows a page that reports what was registered and hands
 * control back to the LMS. Request in, Response out; the route only wires it.
 */
import type { makePlatforms } from "@/lib/store/platforms";
import { pageUnlessServerFault, problemPage } from "../html";
import { toolUrls } from "../tool-urls";
import { type FetchLimits, fetchJson } from "./fetch-json";
import {
  checkPlatformConfiguration,
  isSecureOrLoopback,
  PLATFORM_CONFIGURATION_CLAIM,
  supportsDeepLinking,
} from "./platform-configuration";
import { registeredPage } from "./registered-page";
import { isRegistrationKey } from "./registration-key";
import { readRegistrationResponse, toolRegistrationRequest } from "./tool-registration";

export type RegistrationPlatforms = Pick<ReturnType<typeof makePlatforms>, "register" | "addDeployment">;

export type RegisterDeps = {
  registrationKey: () => string;
  platforms: () => Promise<RegistrationPlatforms>;
  fetch: typeof fetch;
  /** Where the tool is served; the registration names its URLs under this origin. */
  toolOrigin: string;
  limits?: FetchLimits;
  /** Told after a platform is stored (the security headers' origins must learn it). */
  onRegistered?: () => Promise<void>;
};

/** Each exchange with the platform gets this long and this many bytes. */
export const REGISTRATION_LIMITS: FetchLimits = { timeoutMs: 5000, maxBytes: 64 * 1024 };
const MAX_PARAM = 4096;
const REGISTRATION_ADVICE =
  'Nothing was stored. Fix what this names and start the registration again from your LMS, or register by hand (docs/lti.md, "Manual registration").';

/** Handles GET /api/lti/register/<key>; every refusal is a 4xx page that says what to do. */
export function handleRegister(request: Request, key: string, deps: RegisterDeps): Promise<Response> {
  return pageUnlessServerFault("register", () => register(request, key, deps));
}

async function register(request: Request, key: string, deps: RegisterDeps): Promise<Response> {
  if (!isRegistrationKey(key, deps.registrationKey()))
    return refuse(
      403,
      "this registration address does not carry this tool's registration key. Copy the address again from `npm run lti:register -- --urls` on the tool's server",
    );
  const query = new URL(request.url).searchParams;
  const configUrl = query.get("openid_configuration") ?? "";
  const token = query.get("registration_token") ?? "";
  if (!configUrl)
    return refuse(
      400,
      "the address has no openid_configuration parameter. Paste it into your LMS's dynamic registration screen rather than opening it yourself",
    );
  if (configUrl.length > MAX_PARAM || token.length > MAX_PARAM)
    return refuse(400, `openid_configuration and registration_token must each be under ${MAX_PARAM} characters`);
  if (!isSecureOrLoopback(configUrl))
    return refuse(400, `openid_configuration must be an https address (http only on localhost), not "${configUrl}"`);

  const limits = deps.limits ?? REGISTRATION_LIMITS;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const fetched = await fetchJson(deps.fetch, configUrl, { headers: { accept: "application/json", ...auth } }, limits);
  if (!fetched.ok) return refuse(400, `the platform's configuration could not be read: ${fetched.message}`);
  const checked = checkPlatformConfiguration(fetched.json, configUrl);
  if (!checked.ok) return refuse(400, checked.message);
  const { config } = checked;

  const body = JSON.stringify(toolRegistrationRequest(toolUrls(deps.toolOrigin), config));
  const headers = { "content-type": "application/json", accept: "application/json", ...auth };
  const posted = await fetchJson(deps.fetch, config.registration_endpoint, { method: "POST", headers, body }, limits);
  if (!posted.ok) return refuse(400, `the platform refused the registration: ${posted.message}`);
  const answer = readRegistrationResponse(posted.json);
  if (!answer.ok) return refuse(400, answer.message);
  const { clientId, deploymentId } = answer.client;

  const platforms = await deps.platforms();
  const stored = await platforms.register({
    issuer: config.issuer,
    clientId,
    authLoginUrl: config.authorization_endpoint,
    authTokenUrl: config.token_endpoint,
    jwksUrl: config.jwks_uri,
    registeredVia: "dynamic",
  });
  if (!stored.ok) return refuse(stored.reason === "duplicate" ? 409 : 400, stored.message);
  if (deploymentId !== undefined) {
    const deployment = await platforms.addDeployment(stored.value.id, deploymentId);
    if (!deployment.ok) return refuse(400, deployment.message);
  }
  await deps.onRegistered?.();
  console.info(`[lti] registered ${config.issuer} (client ${clientId}) by dynamic registration`);
  return registeredPage({
    product: config[PLATFORM_CONFIGURATION_CLAIM].product_family_code,
    issuer: config.issuer,
    clientId,
    deploymentId,
    deepLinking: supportsDeepLinking(config),
  });
}

function refuse(status: number, message: string): Response {
  console.warn(`[lti] registration refused (${status}): ${message}`);
  return problemPage(status, "The tool could not be registered", `${message}.`, REGISTRATION_ADVICE);
}
