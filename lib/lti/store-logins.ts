/**
 * The login's state and the launch's used nonces in the results store, so a login
 * started on one app server can finish on another and a restart forgets neither.
 * Server-only.
 */
import { createHash } from "node:crypto";
import type { Store } from "@/lib/store/open-store";
import { type LaunchStateStore, MAX_PENDING, type NonceStore } from "./stores";

/**
 * States kept at most; beyond that a login is refused (a 503 page) rather than letting
 * anyone who can reach the login URL fill the database.
 */
export function storeLaunchStateStore(
  store: Store,
  options: { maxEntries?: number; now?: () => number } = {},
): LaunchStateStore {
  const maxEntries = options.maxEntries ?? MAX_PENDING;
  const now = options.now ?? Date.now;
  return {
    async put(state, record) {
      const platform = await store.platforms.find(record.issuer, record.clientId);
      if (!platform) throw new Error(`no stored platform for ${record.issuer} (${record.clientId})`);
      if ((await store.launchStates.countLive(new Date(now()))) >= maxEntries) return "full";
      const saved = await store.launchStates.save({
        state,
        platformId: platform.id,
        nonce: record.nonce,
        targetLinkUri: record.targetLinkUri,
        deploymentId: record.deploymentId ?? null,
        expiresAt: new Date(record.expiresAt),
      });
      if (saved.ok) return "stored";
      // What the login sent is refused by the store's schema: the login's fault, a 400.
      if (saved.reason === "invalid") return { invalid: saved.message };
      // NOTE: a duplicate of a 32-byte random state, or a platform deleted meanwhile: a fault.
      throw new Error(`the login state was not stored: ${saved.message}`);
    },
    async take(state, nowMs) {
      const taken = await store.launchStates.consume(state, new Date(nowMs));
      if (!taken) return null;
      const platform = await store.platforms.byId(taken.platformId);
      if (!platform) return null;
      return {
        issuer: platform.issuer,
        clientId: platform.clientId,
        nonce: taken.nonce,
        targetLinkUri: taken.targetLinkUri,
        ...(taken.deploymentId === null ? {} : { deploymentId: taken.deploymentId }),
        expiresAt: taken.expiresAt.getTime(),
      };
    },
  };
}

/**
 * Nonces are recorded per issuer: the stored value is a hash of (issuer, nonce), which
 * also keeps it within the column's length whatever the platform sends.
 */
export function storeNonceStore(store: Store, now: () => number = Date.now): NonceStore {
  return {
    async recordOnce(issuer, nonce, expiresAt) {
      const key = createHash("sha256")
        .update(JSON.stringify([issuer, nonce]))
        .digest("base64url");
      const used = await store.nonces.recordUse(key, new Date(expiresAt), new Date(now()));
      if (!used.ok) throw new Error(`the nonce was not recorded: ${used.message}`);
      return used.value;
    },
  };
}
