/**
 * What the tool tells the platform about itself when it registers (LTI Dynamic
 * Registration 1.0, 3.3): an OpenID client registration with the LTI tool
 * configuration claim; and what the platform answers (3.6): the client_id it gave us
 * and, usually, the deployment id.
 */
import { z } from "zod";
import { DEEP_LINKING_REQUEST, SCORE_SCOPE } from "../claims";
import type { toolUrls } from "../tool-urls";
import { type PlatformConfiguration, supportsDeepLinking } from "./platform-configuration";

export const TOOL_CONFIGURATION_CLAIM = "https://purl.imsglobal.org/spec/lti-tool-configuration";
export const TOOL_NAME = "Envelope Lab";

/** The identity claims the tool reads from a launch (docs/lti.md, "The flow"). */
const CLAIMS_READ = ["iss", "sub", "name", "given_name", "family_name", "email"];

/** The registration request for this tool at `urls`, shaped by what the platform supports. */
export function toolRegistrationRequest(urls: ReturnType<typeof toolUrls>, config: PlatformConfiguration) {
  const messages = supportsDeepLinking(config)
    ? [{ type: DEEP_LINKING_REQUEST, target_link_uri: urls.launch, label: `${TOOL_NAME} activity` }]
    : [];
  return {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch],
    client_name: TOOL_NAME,
    jwks_uri: urls.jwks,
    token_endpoint_auth_method: "private_key_jwt",
    scope: SCORE_SCOPE,
    [TOOL_CONFIGURATION_CLAIM]: {
      domain: new URL(urls.launch).host,
      target_link_uri: urls.launch,
      description: "Interactive lessons on the error envelope for LLM agent tools, with graded exercises.",
      claims: CLAIMS_READ,
      messages,
    },
  };
}

const LtiId = z.string().min(1).max(255);

/** The platform's answer; only what the tool keeps is read, anything else is ignored. */
export const ClientRegistrationResponse = z.object({
  client_id: LtiId,
  [TOOL_CONFIGURATION_CLAIM]: z.object({ deployment_id: LtiId.optional() }).optional(),
});

export type RegisteredClient = { clientId: string; deploymentId?: string };

/** The client_id and deployment id from the platform's answer, or the reason it is unusable. */
export function readRegistrationResponse(
  json: unknown,
): { ok: true; client: RegisteredClient } | { ok: false; message: string } {
  const parsed = ClientRegistrationResponse.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `the platform's registration answer has no usable ${issue?.path.join(".")}` };
  }
  const deploymentId = parsed.data[TOOL_CONFIGURATION_CLAIM]?.deployment_id;
  return { ok: true, client: { clientId: parsed.data.client_id, ...(deploymentId ? { deploymentId } : {}) } };
}
