/**
 * Platform registrations as configuration (the LTI_PLATFORMS variable, a JSON array),
 * and the web origins each registration speaks from. Pure and free of node:fs, so
 * proxy.ts can read it for the security headers as well as the store's seed
 * (store-registry.ts upserts these registrations at start).
 */
import { z } from "zod";
import type { PlatformRegistration } from "./stores";

const Registrations = z.array(
  z.object({
    issuer: z.string().min(1),
    clientId: z.string().min(1),
    authEndpoint: z.url(),
    jwksUrl: z.url(),
    tokenEndpoint: z.url(),
    deploymentIds: z.array(z.string().min(1)).min(1),
    webOrigins: z.array(z.url()).optional(),
  }),
);

/** The registrations in LTI_PLATFORMS, or none with the reason when it is unset or malformed. */
export function parsePlatforms(text: string | undefined): { registrations: PlatformRegistration[]; problem?: string } {
  if (!text?.trim()) return { registrations: [], problem: "LTI_PLATFORMS is not set: no platform can launch the tool" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { registrations: [], problem: "LTI_PLATFORMS is not valid JSON" };
  }
  const parsed = Registrations.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { registrations: [], problem: `LTI_PLATFORMS: [${issue?.path.join(".")}] ${issue?.message}` };
  }
  return { registrations: parsed.data };
}

const originOf = (url: string): string | null => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : null;
  } catch {
    return null;
  }
};

/**
 * The origins a registration's pages are served from: its issuer's and its
 * authorization endpoint's, plus any `webOrigins` it lists (a platform whose course
 * pages live on another host than its issuer, as Canvas's school domains do).
 * These may frame the launch pages and receive the deep-linking form post.
 */
export function registrationOrigins(registration: PlatformRegistration): string[] {
  const urls = [registration.issuer, registration.authEndpoint, ...(registration.webOrigins ?? [])];
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
}

/** Every registered platform's origins, without duplicates. */
export function platformOrigins(registrations: readonly PlatformRegistration[]): string[] {
  return [...new Set(registrations.flatMap(registrationOrigins))];
}
