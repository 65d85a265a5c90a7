/**
 * The platform registrations the launch reads, from the results store: whatever is
 * there, however it got there (LTI_PLATFORMS as a seed, Dynamic Registration, the
 * `lti:register` CLI). Server-only.
 */

import type { Store } from "@/lib/store/open-store";
import type { Platform } from "@/lib/store/platforms";
import type { PlatformRegistration, PlatformRegistry } from "./stores";

const toRegistration = (p: Platform & { deploymentIds: string[] }): PlatformRegistration => ({
  issuer: p.issuer,
  clientId: p.clientId,
  authEndpoint: p.authLoginUrl,
  jwksUrl: p.jwksUrl,
  tokenEndpoint: p.authTokenUrl,
  deploymentIds: p.deploymentIds,
  webOrigins: p.webOrigins,
});

/** Every registration in the store, each with its deployments. */
export async function storedRegistrations(store: Store): Promise<PlatformRegistration[]> {
  return (await store.platforms.list()).map(toRegistration);
}

/**
 * The registry over the store. `seen` is told every registration a lookup found, so the
 * origins file the security headers read (platform-origins-file.ts) can catch up with a
 * platform registered by another process before its first launch page is framed.
 */
export function storePlatformRegistry(
  store: Store,
  seen: (found: readonly PlatformRegistration[]) => void = () => {},
): PlatformRegistry {
  return {
    async find(issuer, clientId) {
      const found = (await store.platforms.list(issuer, clientId)).map(toRegistration);
      seen(found);
      return found;
    },
  };
}

/**
 * Upserts `registrations` (LTI_PLATFORMS, parsed) into the store with their deployments;
 * returns how many were written. A seed never removes anything: a registration taken out
 * of the variable stays in the store until removed there.
 */
export async function seedPlatforms(store: Store, registrations: readonly PlatformRegistration[]): Promise<number> {
  let written = 0;
  for (const r of registrations) {
    const platform = await store.platforms.upsert({
      issuer: r.issuer,
      clientId: r.clientId,
      authLoginUrl: r.authEndpoint,
      authTokenUrl: r.tokenEndpoint,
      jwksUrl: r.jwksUrl,
      registeredVia: "manual",
      webOrigins: [...(r.webOrigins ?? [])],
    });
    if (!platform.ok) {
      console.warn(`[lti] LTI_PLATFORMS: ${r.issuer} (${r.clientId}) not stored: ${platform.message}`);
      continue;
    }
    for (const id of r.deploymentIds) {
      const deployment = await store.platforms.addDeployment(platform.value.id, id);
      if (!deployment.ok)
        console.warn(`[lti] LTI_PLATFORMS: deployment ${id} of ${r.issuer} not stored: ${deployment.message}`);
    }
    written++;
  }
  return written;
}
