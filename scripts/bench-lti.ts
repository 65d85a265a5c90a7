/**
 * LTI throughput, in-process. Run: npx tsx scripts/bench-lti.ts [seconds]
 *
 * 1. Launches per second: the tool's login and launch handlers against the stand-in
 *    platform (whose authorize endpoint signs each id_token), with the tool's nonces
 *    and platforms in the results store on PGlite (the login's state is signed, not stored). Baseline in the same run: one
 *    bare RS256 sign and verify of a launch-sized token, the cryptography a launch cannot
 *    avoid. The ratio says how many of those one launch costs.
 * 2. Grade passbacks per second: scores posted to the stand-in platform over HTTP on
 *    127.0.0.1 (AGS, the access token cached as in the server). Baseline: a bare HTTP
 *    round trip to the same server.
 */
import { generateKeyPair, jwtVerify, SignJWT } from "jose";
import { postScore } from "../lib/lti/ags";
import { createAgsTokens } from "../lib/lti/ags-token";
import { memoryToolKeyStore } from "../lib/lti/memory-stores";
import { storeNonceStore } from "../lib/lti/store-nonces";
import { seedPlatforms, storePlatformRegistry } from "../lib/lti/store-registry";
import { startTestPlatformServer } from "../lib/lti/test-platform/server";
import { makeHarness } from "../lib/lti/test-support";
import { ensureToolKeys, publicJwks } from "../lib/lti/tool-keys";
import { openStoreAt } from "../lib/store/open-store";

const seconds = Number(process.argv[2] ?? 5);

/** Runs `step` back to back for `seconds` (after a short warm-up) and returns steps per second. */
async function rate(label: string, step: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await step();
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    await step();
    count++;
  }
  const perSecond = count / ((performance.now() - start) / 1000);
  console.log(`${label}: ${perSecond.toFixed(1)}/s (${count} in ${seconds} s)`);
  return perSecond;
}

async function launches(): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const claims = { sub: "learner-42", name: "Ada Learner", padding: "x".repeat(1500) };
  const bare = await rate("baseline: RS256 sign + verify of a launch-sized token", async () => {
    const jwt = await new SignJWT(claims).setProtectedHeader({ alg: "RS256" }).setIssuedAt().sign(privateKey);
    await jwtVerify(jwt, publicKey);
  });
  // NOTE: PGlite in memory: the same engine and queries as the default on-disk store, without the disk's fsyncs.
  const store = await openStoreAt({ kind: "pglite-memory" });
  try {
    const tool = await makeHarness({
      stores: async (registration) => {
        await seedPlatforms(store, [registration]);
        return {
          registry: storePlatformRegistry(store),
          nonces: storeNonceStore(store),
        };
      },
    });
    const launch = { message: "resource-link" as const, custom: { slug: "error-envelope", widget: "checkpoint" } };
    const perSecond = await rate("launches (login + authorize + launch, nonces and platforms on PGlite)", async () => {
      const response = await tool.launchWith(launch);
      if (response.status !== 303) throw new Error(`launch answered ${response.status}`);
    });
    console.log(`launch cost: ${(bare / perSecond).toFixed(2)}x the baseline's sign + verify`);
  } finally {
    await store.close();
  }
}

async function passbacks(): Promise<void> {
  const keyStore = memoryToolKeyStore();
  const keys = () => ensureToolKeys(keyStore);
  await keys();
  const server = await startTestPlatformServer({
    toolLoginUrl: "https://lab.test/api/lti/login",
    toolLaunchUrl: "https://lab.test/api/lti/launch",
    toolJwks: async () => publicJwks(await keys()),
  });
  try {
    const { platform } = server;
    const roundTrip = await rate("baseline: bare HTTP round trip to the stand-in platform", async () => {
      await (await fetch(`${server.issuer}/jwks`)).arrayBuffer();
    });
    const deps = { fetch, tokens: createAgsTokens({ fetch, keys }) };
    let n = 0;
    const perSecond = await rate("grade passbacks (POST <lineitem>/scores, token cached)", async () => {
      const score = { userId: `learner-${n++ % 100}`, scoreGiven: 3, scoreMaximum: 4, timestamp: new Date() };
      const outcome = await postScore(platform.registration, platform.urls.lineItem, score, deps);
      if (outcome.kind !== "delivered") throw new Error(`passback: ${JSON.stringify(outcome)}`);
    });
    console.log(`passback cost: ${(roundTrip / perSecond).toFixed(2)}x a bare round trip`);
    // The stand-in keeps every score; drop them so a long run does not measure its memory.
    platform.services.scores.length = 0;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${seconds} s per figure`);
  await launches();
  await passbacks();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
