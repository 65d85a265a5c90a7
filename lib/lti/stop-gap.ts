/**
 * STOP-GAP wiring for the routes under app/api/lti/ until the results store
 * (lib/store/) is merged and the lead wires it: platform registrations from the
 * LTI_PLATFORMS variable (a JSON array), login states and nonces in this process's
 * memory (lost on restart, and wrong with more than one server process), the tool's keys
 * in data/lti-tool-keys.json. The tool's origin is LTI_TOOL_ORIGIN, else the request's.
 * Server-only.
 */
import { setTimeout as delay } from "node:timers/promises";
import { dataDir } from "@/lib/data-dir";
import { createAgsTokens } from "./ags-token";
import { lessonCatalog } from "./catalog";
import { fileToolKeyStore } from "./file-key-store";
import type { LtiGrading } from "./grading-learner";
import type { LaunchDeps } from "./launch";
import type { LoginDeps } from "./login";
import { memoryLaunchStateStore, memoryNonceStore, memoryPlatformRegistry } from "./memory-stores";
import { parsePlatforms } from "./platform-config";
import { createPlatformJwks } from "./platform-jwks";
import { memoryScoreOutbox, scoreDelivery } from "./score-outbox";
import { ensureToolKeys } from "./tool-keys";
import { toolOrigin, toolUrls } from "./tool-urls";

type Env = Record<string, string | undefined>;

let shared: ReturnType<typeof createShared> | null = null;

function createShared(env: Env) {
  const platforms = parsePlatforms(env.LTI_PLATFORMS);
  if (platforms.problem) console.warn(`[lti] ${platforms.problem}`);
  const keyStore = fileToolKeyStore(dataDir(env));
  const keys = () => ensureToolKeys(keyStore);
  const registry = memoryPlatformRegistry(platforms.registrations);
  return {
    registry,
    states: memoryLaunchStateStore(),
    nonces: memoryNonceStore(),
    jwks: createPlatformJwks({ fetch }),
    keys,
    outbox: memoryScoreOutbox(
      scoreDelivery(registry, { fetch, tokens: createAgsTokens({ fetch, keys }), sleep: (ms) => delay(ms) }),
    ),
  };
}

/**
 * What the grading endpoints need for launch sessions and passback, created on first
 * use (the key store is not touched until a session is read); undefined when
 * LTI_PLATFORMS names no platform, so every ltiSession is refused. STOP-GAP: the
 * outbox is in memory, so a restart loses scores not yet delivered.
 */
export function stopGapGrading(env: Env = process.env): LtiGrading | undefined {
  // NOTE: with no platform no session can be genuine; refusing it here also keeps a stray
  // ltiSession from making the server generate (and write) LTI keys.
  if (parsePlatforms(env.LTI_PLATFORMS).registrations.length === 0) return undefined;
  const lazily = () => {
    shared ??= createShared(env);
    return shared;
  };
  return {
    keys: () => lazily().keys(),
    outbox: { enqueue: (item) => lazily().outbox.enqueue(item) },
  };
}

/** Everything the LTI handlers need for `request`, built once per process. */
export function stopGapLti(request: Request, env: Env = process.env): LaunchDeps & LoginDeps {
  shared ??= createShared(env);
  const origin = toolOrigin(request, env);
  const urls = toolUrls(origin);
  return {
    ...shared,
    // A getter: the lesson list is read when a launch needs it, so a content error becomes the launch's 503.
    get catalog() {
      return lessonCatalog();
    },
    toolOrigin: origin,
    launchUrl: urls.launch,
    deepLinkingChoiceUrl: urls.choice,
  };
}
