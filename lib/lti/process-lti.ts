/**
 * The LTI tool's wiring over the results store (lib/store/): platform registrations,
 * used nonces, the tool's keys, attempts and the passback queue all live there, so a
 * restart loses none of them and several app servers on one Postgres (DATABASE_URL)
 * share them. lib/composition-root.ts builds it once per process; LTI_PLATFORMS, when
 * set, is upserted into the store then. The tool's origin is LTI_TOOL_ORIGIN, else the
 * request's. Server-only.
 */
import { dataDir } from "@/lib/data-dir";
import type { Store } from "@/lib/store/open-store";
import { createAgsTokens } from "./ags-token";
import { lessonCatalog } from "./catalog";
import type { LtiGrading } from "./graded-attempt";
import { hourlyPurge } from "./hourly-purge";
import type { LaunchDeps } from "./launch";
import type { LoginDeps } from "./login";
import { drainPassbacks } from "./passback-drain";
import { startPassbackWorker } from "./passback-worker";
import { parsePlatforms, platformOrigins } from "./platform-config";
import { createPlatformJwks } from "./platform-jwks";
import { writePlatformOrigins } from "./platform-origins-file";
import { recordPlacement, storeAttemptLedger } from "./store-attempt-ledger";
import { storeNonceStore } from "./store-nonces";
import { seedPlatforms, storedRegistrations, storePlatformRegistry } from "./store-registry";
import { storeToolKeyStore } from "./store-tool-keys";
import { ensureToolKeys, type KeyRing } from "./tool-keys";
import { toolOrigin, toolUrls } from "./tool-urls";

type Env = Record<string, string | undefined>;

/** How long a key ring read from the store is reused; a rotation on another server shows after this. */
const KEY_RING_TTL_MS = 60_000;

/** The LTI side over `store`: registrations, nonces, the tool's keys, attempts and the passback worker. */
export async function createLti(store: Store, env: Env) {
  const seed = parsePlatforms(env.LTI_PLATFORMS);
  if (seed.problem && env.LTI_PLATFORMS !== undefined) console.warn(`[lti] ${seed.problem}`);
  const seeded = await seedPlatforms(store, seed.registrations);
  if (seeded > 0) console.info(`[lti] LTI_PLATFORMS: ${seeded} platform registrations upserted into the store`);

  // The security headers' origins file (platform-origins-file.ts): rewritten when a lookup
  // finds a registration whose origins it does not list yet.
  const folder = dataDir(env);
  let listed = new Set<string>();
  const syncOrigins = async () => {
    const origins = platformOrigins(await storedRegistrations(store));
    writePlatformOrigins(folder, origins);
    listed = new Set(origins);
  };
  // NOTE: a data folder that cannot be written must not stop the LTI routes or the
  // worker: the proxy then allows only LTI_PLATFORMS's origins, and the warning says why.
  await syncOrigins().catch((error: unknown) => console.warn(`[lti] platform origins not written: ${String(error)}`));
  const registry = storePlatformRegistry(store, (found) => {
    if (platformOrigins(found).some((origin) => !listed.has(origin)))
      syncOrigins().catch((error: unknown) => console.warn(`[lti] platform origins not written: ${String(error)}`));
  });

  const keyStore = storeToolKeyStore(store);
  let ring: { value: Promise<KeyRing>; at: number } | null = null;
  const keys = () => {
    if (!ring || Date.now() - ring.at > KEY_RING_TTL_MS) {
      const value = ensureToolKeys(keyStore);
      ring = { value, at: Date.now() };
      value.catch(() => {
        ring = null;
      });
    }
    return ring.value;
  };

  /** The ring, or null while the store holds no key at all (then nothing is generated). */
  const existingKeys = async () => (ring || (await store.toolKeys.current()) ? keys() : null);

  const tokens = createAgsTokens({ fetch, keys });
  const purge = hourlyPurge(store);
  const worker = startPassbackWorker({
    pass: async (nowMs) => {
      await drainPassbacks({ queue: store.passbackQueue, registry, fetch, tokens }, nowMs);
      await purge(nowMs);
    },
    nextDueAt: () => store.passbackQueue.nextDueAt(),
  });
  return {
    store,
    registry,
    nonces: storeNonceStore(store),
    jwks: createPlatformJwks({ fetch }),
    keys,
    existingKeys,
    ledger: storeAttemptLedger(store, worker.kick),
    worker,
  };
}

export type ProcessLti = Awaited<ReturnType<typeof createLti>>;

/**
 * What the grading endpoints need of `lti` for launch sessions. Nothing is opened until
 * a request carries an ltiSession; `keys` then gives null when the store holds no tool
 * key (no session can be genuine), so a stray ltiSession never makes the server
 * generate keys.
 */
export function ltiGrading(lti: () => Promise<ProcessLti>): LtiGrading {
  return {
    keys: async () => (await lti()).existingKeys(),
    ledger: {
      prior: async (session, version) => (await lti()).ledger.prior(session, version),
      record: async (session, attempt) => (await lti()).ledger.record(session, attempt),
      practise: async (session, answer) => (await lti()).ledger.practise(session, answer),
    },
  };
}

/** Everything the LTI route handlers need for `request`. */
export function ltiRouteDeps(lti: ProcessLti, request: Request, env: Env): LaunchDeps & LoginDeps {
  const origin = toolOrigin(request, env);
  const urls = toolUrls(origin);
  return {
    ...lti,
    // A getter: the lesson list is read when a launch needs it, so a content error becomes the launch's 503.
    get catalog() {
      return lessonCatalog();
    },
    recordLaunch: async (session) => {
      await recordPlacement(lti.store, session, new Date());
    },
    toolOrigin: origin,
    launchUrl: urls.launch,
    deepLinkingChoiceUrl: urls.choice,
  };
}
