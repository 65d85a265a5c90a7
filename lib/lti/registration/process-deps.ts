/**
 * What the registration route needs in this server process: the key from the data
 * folder, the store for the platforms (lib/composition-root.ts opens the process's), the
 * global fetch, and the origins file of the security headers to bring up to date. Server-only.
 */
import { dataDir } from "@/lib/data-dir";
import type { Store } from "@/lib/store/open-store";
import { platformOrigins } from "../platform-config";
import { writePlatformOrigins } from "../platform-origins-file";
import { storedRegistrations } from "../store-registry";
import { toolOrigin } from "../tool-urls";
import type { RegisterDeps } from "./handle-register";
import { registrationKey } from "./registration-key";

type Env = Record<string, string | undefined>;

export function registrationDeps(store: () => Promise<Store>, request: Request, env: Env): RegisterDeps {
  return {
    registrationKey: () => registrationKey(env),
    platforms: async () => (await store()).platforms,
    fetch,
    toolOrigin: toolOrigin(request, env),
    // The new platform's origins go into the file proxy.ts reads at once, so its first launch page may be framed.
    onRegistered: async () =>
      writePlatformOrigins(dataDir(env), platformOrigins(await storedRegistrations(await store()))),
  };
}
