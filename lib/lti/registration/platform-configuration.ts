/**
 * The platform's OpenID configuration as LTI Dynamic Registration 1.0 (3.5) describes
 * it: where its endpoints are, what it signs with, and, under the LTI claim, which
 * product it is and which messages it sends. Parsed with zod where it enters; every
 * refusal names the field.
 */
import { z } from "zod";
import { DEEP_LINKING_REQUEST, LTI_ALG } from "../claims";

export const PLATFORM_CONFIGURATION_CLAIM = "https://purl.imsglobal.org/spec/lti-platform-configuration";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * True for an https address, or an http one on this machine (a local LMS, the test
 * platform). Anything else in the clear would let a network attacker swap the keys.
 */
export function isSecureOrLoopback(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "https:" || (protocol === "http:" && LOOPBACK_HOSTS.includes(hostname));
  } catch {
    return false;
  }
}

const Address = z
  .string()
  .max(2000)
  .refine((url) => isSecureOrLoopback(url), "must be an https address (http only on localhost)");
const Words = z.array(z.string().max(200)).max(100);
const including = (value: string) => Words.refine((list) => list.includes(value), `must include ${value}`);

export const PlatformConfiguration = z.object({
  issuer: Address,
  authorization_endpoint: Address,
  token_endpoint: Address,
  jwks_uri: Address,
  registration_endpoint: Address,
  token_endpoint_auth_methods_supported: including("private_key_jwt"),
  token_endpoint_auth_signing_alg_values_supported: including(LTI_ALG),
  id_token_signing_alg_values_supported: including(LTI_ALG),
  scopes_supported: Words.optional(),
  [PLATFORM_CONFIGURATION_CLAIM]: z.object({
    product_family_code: z.string().min(1).max(200),
    version: z.string().max(200).optional(),
    messages_supported: z
      .array(z.object({ type: z.string().max(200), placements: Words.optional() }))
      .max(100)
      .default([]),
  }),
});
export type PlatformConfiguration = z.output<typeof PlatformConfiguration>;

export type CheckedConfiguration = { ok: true; config: PlatformConfiguration } | { ok: false; message: string };

/**
 * Parses the configuration fetched from `configUrl` and checks the spec's rule that
 * its issuer is on the same origin as that address (3.5.1), so a configuration served
 * from one host cannot speak for another platform.
 */
export function checkPlatformConfiguration(json: unknown, configUrl: string): CheckedConfiguration {
  const parsed = PlatformConfiguration.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")} ` : "";
    return { ok: false, message: `the platform's configuration is not usable: ${where}${issue?.message ?? ""}`.trim() };
  }
  const issuerOrigin = new URL(parsed.data.issuer).origin;
  const configOrigin = new URL(configUrl).origin;
  if (issuerOrigin !== configOrigin)
    return {
      ok: false,
      message: `the configuration names the issuer ${parsed.data.issuer}, which is not on ${configOrigin}, where the configuration came from`,
    };
  return { ok: true, config: parsed.data };
}

/** Whether the platform says it sends deep-linking requests (so the tool asks for that placement). */
export const supportsDeepLinking = (config: PlatformConfiguration): boolean =>
  config[PLATFORM_CONFIGURATION_CLAIM].messages_supported.some((m) => m.type === DEEP_LINKING_REQUEST);
