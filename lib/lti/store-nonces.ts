/**
 * The launch's used nonces in the results store, so a replay is refused on every app
 * server and after a restart. Server-only.
 */
import { createHash } from "node:crypto";
import type { Store } from "@/lib/store/open-store";
import type { NonceStore } from "./stores";

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
