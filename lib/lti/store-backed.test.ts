import { describe, expect, it, vi } from "vitest";
import { BACKENDS, useStore } from "@/lib/store/test-support";
import { handleLogin, MAX_TARGET_LINK_URI } from "./login";
import { checkpointAttempt, passbackSetup } from "./passback-test-support";
import { openAttempt, storeAttemptLedger } from "./store-attempt-ledger";
import { storeNonceStore } from "./store-nonces";
import { seedPlatforms, storePlatformRegistry } from "./store-registry";
import { storeToolKeyStore } from "./store-tool-keys";
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

  it("starts a login whose target_link_uri is as long as allowed, and refuses one character more with a 400", async () => {
    const h = await makeHarness();
    await seedPlatforms(store(), [h.platform.registration]);
    const login = { ...h.login, registry: storePlatformRegistry(store()) };
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

  it("notes a launched learner's opening at their placement, and their graded attempt carries it", async () => {
    const { session } = await passbackSetup(store(), await makeHarness());
    await openAttempt(store(), session, new Date(NOW));
    const ledger = storeAttemptLedger(
      store(),
      () => {},
      () => NOW + 9 * 60_000,
    );
    const { number } = await ledger.record(session, { ...checkpointAttempt(4), score: null });
    const rows = await store().db.selectFrom("attempts").select(["number", "opened_at", "created_at"]).execute();
    expect(number).toBe(1);
    expect(rows).toEqual([{ number: 1, opened_at: new Date(NOW), created_at: new Date(NOW + 9 * 60_000) }]);
  });

  it("keeps a learner's practice answer in their course once per ticket, and none from a session without a course", async () => {
    const { session: launched } = await passbackSetup(store(), await makeHarness());
    const session = { ...launched, target: { slug: "error-envelope" } };
    const ledger = storeAttemptLedger(
      store(),
      () => {},
      () => NOW,
    );
    const answer = { concept: "step", ticket: "ticket-1", seed: 123, right: false };
    expect(await ledger.practise(session, answer)).toBe(true);
    expect(await ledger.practise(session, { ...answer, right: true })).toBe(false);
    const { context: _, ...courseless } = session;
    expect(await ledger.practise(courseless, { ...answer, ticket: "ticket-2" })).toBe(false);
    const [contextId] = (await store().db.selectFrom("contexts").select("id").execute()).map((r) => r.id);
    expect(await store().practiceAnswers.ofContexts([contextId ?? 0])).toEqual([
      {
        learnerId: expect.any(Number),
        learnerName: "Ada Learner",
        lessonSlug: "error-envelope",
        concept: "step",
        seed: 123,
        right: false,
        answeredAt: new Date(NOW),
      },
    ]);
    // Nothing graded: no attempt, no resource link for practice, nothing queued.
    expect(await store().db.selectFrom("attempts").select("id").execute()).toEqual([]);
    expect(await store().db.selectFrom("passback_queue").select("id").execute()).toEqual([]);
  });
});
