/**
 * What the registration route needs in this server process: the key from the data
 * folder, the process's store for the platforms, the global fetch. Server-only.
 */
import { processStore } from "@/lib/store/open-store";
import { toolOrigin } from "../tool-urls";
import type { RegisterDeps } from "./handle-register";
import { registrationKey } from "./registration-key";

type Env = Record<string, string | undefined>;

export function registrationDeps(request: Request, env: Env = process.env): RegisterDeps {
  return {
    registrationKey: () => registrationKey(env),
    platforms: async () => (await processStore()).platforms,
    fetch,
    toolOrigin: toolOrigin(request, env),
  };
}
