/**
 * The stand-in platform registered in a results store, a launch session for it and the
 * drain's dependencies, for the passback tests. Not imported by app code.
 */
import type { Store } from "@/lib/store/open-store";
import { createAgsTokens } from "./ags-token";
import { makeSession } from "./grading-test-support";
import type { DrainDeps } from "./passback-drain";
import { seedPlatforms, storePlatformRegistry } from "./store-registry";
import type { makeHarness } from "./test-support";

export type Harness = Awaited<ReturnType<typeof makeHarness>>;

/** A checkpoint attempt's worth of ledger input: `score` of 4, on version "v1". */
export const checkpointAttempt = (score: number) => ({
  graded: { lesson: "error-envelope", activity: "checkpoint", score, max: 4, passMark: 75 } as const,
  passed: score >= 3,
  answers: { q1: ["a"] },
  verdicts: [],
  contentVersion: "v1",
});

/** Registers `h`'s platform in `store` and returns a session launched from it and the drain's deps. */
export async function passbackSetup(store: Store, h: Harness) {
  await seedPlatforms(store, [h.platform.registration]);
  const { issuer, clientId, deploymentIds } = h.platform.registration;
  const session = makeSession({
    platform: { issuer, clientId, deploymentId: deploymentIds[0] ?? "" },
    context: { id: "course-1", title: "Error envelopes" },
    lineItem: h.platform.urls.lineItem,
    target: { slug: "error-envelope", widget: "checkpoint" },
  });
  const deps: DrainDeps = {
    queue: store.passbackQueue,
    registry: storePlatformRegistry(store),
    fetch: h.platform.fetch,
    tokens: createAgsTokens({ fetch: h.platform.fetch, keys: h.keys }),
    random: () => 0.5,
    // A pass takes no time unless a test says so: outcomes are stamped at the pass's `now`.
    monotonicMs: () => 0,
  };
  return { session, deps };
}
