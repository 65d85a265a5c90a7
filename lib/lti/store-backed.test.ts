import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { MAX_TARGET_LINK_URI } from "@/lib/store/launch-states";
import { BACKENDS, useStore } from "@/lib/store/test-support";
import { handleLogin } from "./login";
import { storeLaunchStateStore, storeNonceStore } from "./store-logins";
import { seedPlatforms, storePlatformRegistry } from "./store-registry";
import { storeToolKeyStore } from "./store-tool-keys";
import { MAX_PENDING } from "./stores";
import { makeHarness, makeRegistration, pageText, TOOL } from "./test-support";
import { ensureToolKeys, publicJwks, retirePreviousKey, rotateToolKeys } from "./tool-keys";

vi.spyOn(console, "warn").mockImplementation(() => {});
const canvas = makeRegistration({ webOrigins: ["https://school.instructure.com"] });
const NOW = Date.parse("2026-06-01T10:00:00Z");

describe.each(BACKENDS)("the LTI stores over the results store on $name", (backend) => {
  const store = useStore(backend);

  it("seeds LTI_PLATFORMS's registrations (again without duplicates) and finds them with deployments and web origins", async () => {
    expect(await seedPlatforms(store(), [canvas])).toBe(1);
    expect(await seedPlatforms(store(), [{ ...canvas, deploymentIds: ["1:abc", "2:def"] }])).toBe(1);
    const registry = storePlatformRegistry(store());
    expect(await registry.find(canvas.issuer, canvas.clientId)).toEqual([
      { ...canvas, deploymentIds: ["1:abc", "2:def"] },
    ]);
    expect(await registry.find(canvas.issuer, "another-client")).toEqual([]);
    expect(await registry.find("https://unknown.example")).toEqual([]);
  });

  it("finds a registration written to the store by anyone else (Dynamic Registration, the CLI)", async () => {
    const seen: string[] = [];
    const registry = storePlatformRegistry(store(), (found) => seen.push(...found.map((r) => r.clientId)));
    const platform = await store().platforms.register({
      issuer: "https://moodle.example",
      clientId: "moodle-1",
      authLoginUrl: "https://moodle.example/mod/lti/auth.php",
      authTokenUrl: "https://moodle.example/mod/lti/token.php",
      jwksUrl: "https://moodle.example/mod/lti/certs.php",
      registeredVia: "dynamic",
    });
    if (!platform.ok) throw new Error(platform.message);
    await store().platforms.addDeployment(platform.value.id, "7");
    expect(await registry.find("https://moodle.example")).toMatchObject([
      { clientId: "moodle-1", deploymentIds: ["7"] },
    ]);
    expect(seen).toEqual(["moodle-1"]);
  });

  it("keeps a login state until one launch takes it, with the deployment the login named", async () => {
    await seedPlatforms(store(), [canvas]);
    const states = storeLaunchStateStore(store(), { now: () => NOW });
    const record = {
      issuer: canvas.issuer,
      clientId: canvas.clientId,
      nonce: "nonce-1",
      targetLinkUri: "https://lab.test/embed/error-envelope",
      deploymentId: "1:abc",
      expiresAt: NOW + 600_000,
    };
    expect(await states.put("state-0123456789abcdef", record)).toBe("stored");
    expect(await states.take("state-0123456789abcdef", NOW)).toEqual(record);
    expect(await states.take("state-0123456789abcdef", NOW)).toBeNull();
    const { deploymentId: _, ...withoutDeployment } = record;
    await states.put("state-without-deployment", withoutDeployment);
    expect(await states.take("state-without-deployment", NOW)).toEqual(withoutDeployment);
  });

  it("starts a login whose target_link_uri is as long as allowed, and refuses one character more with a 400", async () => {
    const h = await makeHarness();
    await seedPlatforms(store(), [h.platform.registration]);
    const login = { ...h.login, registry: storePlatformRegistry(store()), states: storeLaunchStateStore(store()) };
    const prefix = `${TOOL.launch}?x=`;
    const target = (length: number) => prefix + "a".repeat(length - prefix.length);
    const start = (length: number) =>
      handleLogin(
        new Request(h.platform.loginUrl({ message: "resource-link" }, { target_link_uri: target(length) })),
        login,
      );
    expect(MAX_TARGET_LINK_URI).toBe(2048);
    expect((await start(MAX_TARGET_LINK_URI)).status).toBe(302);
    const tooLong = await start(MAX_TARGET_LINK_URI + 1);
    expect(tooLong.status).toBe(400);
    expect(await pageText(tooLong)).toMatch(/target_link_uri is longer than 2048 characters/);
  });

  it("answers a record the store refuses as invalid, never a throw", async () => {
    await seedPlatforms(store(), [canvas]);
    const states = storeLaunchStateStore(store(), { now: () => NOW });
    const record = {
      issuer: canvas.issuer,
      clientId: canvas.clientId,
      nonce: "nonce-1",
      targetLinkUri: "not a url",
      expiresAt: NOW + 600_000,
    };
    expect(await states.put("state-0123456789abcdef", record)).toEqual({ invalid: expect.stringMatching(/URL/i) });
  });

  it("refuses a new login once maxEntries states are live, and again accepts when they have expired", async () => {
    await seedPlatforms(store(), [canvas]);
    let now = NOW;
    const states = storeLaunchStateStore(store(), { maxEntries: 2, now: () => now });
    const record = (n: number) => ({
      issuer: canvas.issuer,
      clientId: canvas.clientId,
      nonce: `nonce-${n}`,
      targetLinkUri: "https://lab.test/embed/error-envelope",
      expiresAt: NOW + 600_000,
    });
    expect(await states.put("state-aaaaaaaaaaaaaaaa", record(1))).toBe("stored");
    expect(await states.put("state-bbbbbbbbbbbbbbbb", record(2))).toBe("stored");
    expect(await states.put("state-cccccccccccccccc", record(3))).toBe("full");
    now = NOW + 600_000;
    expect(await states.put("state-dddddddddddddddd", { ...record(4), expiresAt: now + 600_000 })).toBe("stored");
  });

  it("refuses the login after MAX_PENDING (10,000) live states", async () => {
    await seedPlatforms(store(), [canvas]);
    const [platform] = await store().platforms.list();
    const id = platform?.id ?? 0;
    await sql`insert into launch_states (state, platform_id, nonce, target_link_uri, expires_at)
      select 'filler-state-' || n, ${id}, 'n', 'https://lab.test/', ${new Date(NOW + 600_000)}
      from generate_series(1, ${MAX_PENDING - 1}) as n`.execute(store().db);
    const states = storeLaunchStateStore(store(), { now: () => NOW });
    const record = {
      issuer: canvas.issuer,
      clientId: canvas.clientId,
      nonce: "nonce-last",
      targetLinkUri: "https://lab.test/embed/error-envelope",
      expiresAt: NOW + 600_000,
    };
    expect(MAX_PENDING).toBe(10_000);
    expect(await states.put("state-the-10000th-one", record)).toBe("stored");
    expect(await states.put("state-the-10001st-one", record)).toBe("full");
  });

  it("records a nonce once per issuer: a second use is a replay, another issuer's same nonce is not", async () => {
    const nonces = storeNonceStore(store(), () => NOW);
    expect(await nonces.recordOnce(canvas.issuer, "n-1", NOW + 600_000)).toBe(true);
    expect(await nonces.recordOnce(canvas.issuer, "n-1", NOW + 600_000)).toBe(false);
    expect(await nonces.recordOnce("https://moodle.example", "n-1", NOW + 600_000)).toBe(true);
    expect(await nonces.recordOnce(canvas.issuer, "x".repeat(5000), NOW + 600_000)).toBe(true);
  });

  it("keeps the tool's key ring: generated once, rotated with the old key published, then retired", async () => {
    const keys = storeToolKeyStore(store(), () => NOW);
    const [first, raced] = await Promise.all([ensureToolKeys(keys, NOW), ensureToolKeys(keys, NOW)]);
    expect(raced.current.kid).toBe(first.current.kid);
    expect((await ensureToolKeys(keys, NOW)).current.kid).toBe(first.current.kid);
    const rotated = await rotateToolKeys(keys, NOW + 1000);
    const reloaded = await keys.load();
    expect(reloaded?.current.kid).toBe(rotated.current.kid);
    expect(reloaded?.previous?.kid).toBe(first.current.kid);
    expect(publicJwks(reloaded ?? rotated).keys.map((k) => k.kid)).toEqual([rotated.current.kid, first.current.kid]);
    await retirePreviousKey(keys);
    const retired = await keys.load();
    expect(retired?.current.kid).toBe(rotated.current.kid);
    expect(retired?.previous).toBeUndefined();
  });
});
