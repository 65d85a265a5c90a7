/**
 * The attack of issue 33: anyone can start logins (the issuer and client id are public).
 * 20,000 of them, straight through the login handler with the real store, must leave a
 * real learner's launch working at once: the login keeps nothing on the server.
 */
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { BACKENDS, useStore } from "@/lib/store/test-support";
import { handleLogin } from "./login";
import { storeNonceStore } from "./store-nonces";
import { seedPlatforms, storePlatformRegistry } from "./store-registry";
import { makeHarness } from "./test-support";

vi.spyOn(console, "warn").mockImplementation(() => {});
const FLOOD = 20_000;

// NOTE: on one backend, Postgres when the run has one (the store of a deployment with
// replicas): the login reads the registry and writes nothing, whatever the backend, and the
// flood took 35 s a backend on the 2-core CI machine.
describe.each(BACKENDS.slice(-1))("a flood of anonymous logins on $name", (backend) => {
  const store = useStore(backend);

  it("leaves a real launch working at once after 20,000 junk logins, and the store no bigger", async () => {
    const h = await makeHarness({
      stores: async (registration) => {
        await seedPlatforms(store(), [registration]);
        return { registry: storePlatformRegistry(store()), nonces: storeNonceStore(store()) };
      },
    });
    /** Rows in every table of the store. */
    const rows = async () => {
      let count = 0;
      for (const { name } of await store().db.introspection.getTables()) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(store().db);
        count += Number(rows[0]?.n);
      }
      return count;
    };
    const before = await rows();
    const started = performance.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < FLOOD; i++) {
      const junk = h.platform.loginUrl({ message: "resource-link" }, { login_hint: `junk-${i}` });
      const { status } = await handleLogin(new Request(junk), h.login);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`[flood] ${FLOOD} logins in ${seconds.toFixed(1)} s (${(FLOOD / seconds).toFixed(0)}/s)`);
    expect(Object.fromEntries(statuses)).toEqual({ 302: FLOOD });
    expect(await rows()).toBe(before);
    const response = await h.launchWith({ message: "resource-link", custom: { slug: "error-envelope" } });
    expect(response.status).toBe(303);
  }, 600_000);
});
