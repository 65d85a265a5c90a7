/**
 * In-memory implementations of the store interfaces, for the protocol's unit tests
 * (the server runs on the results store: store-*.ts). Nothing here survives a restart.
 */
import type { NonceStore, PlatformRegistration, PlatformRegistry } from "./stores";
import type { KeyRing, ToolKeyStore } from "./tool-keys";

/** Live nonces a memory store holds at most (the results store has no such bound). */
const MAX_NONCES = 10_000;

export function memoryPlatformRegistry(registrations: PlatformRegistration[]): PlatformRegistry {
  return {
    find: async (issuer, clientId) =>
      registrations.filter((r) => r.issuer === issuer && (clientId === undefined || r.clientId === clientId)),
  };
}

export type BoundedStoreOptions = { maxEntries?: number; now?: () => number };

/**
 * Drops expired entries from the front of `map`. Entries are inserted with one shared
 * lifetime, so insertion order is expiry order and the first live entry ends the sweep.
 */
function pruneExpired<V>(map: Map<string, V>, expiresAt: (value: V) => number, nowMs: number): void {
  for (const [key, value] of map) {
    if (expiresAt(value) > nowMs) return;
    map.delete(key);
  }
}

/** Used nonces, at most `maxEntries` (default 10,000) live ones; beyond that `recordOnce` throws. */
export function memoryNonceStore(options: BoundedStoreOptions = {}): NonceStore {
  const used = new Map<string, number>();
  const maxEntries = options.maxEntries ?? MAX_NONCES;
  const now = options.now ?? Date.now;
  return {
    recordOnce: async (issuer, nonce, expiresAt) => {
      pruneExpired(used, (until) => until, now());
      const key = JSON.stringify([issuer, nonce]);
      if (used.has(key)) return false;
      // NOTE: forgetting a live nonce would allow a replay, so a full store refuses instead (a 503 page).
      if (used.size >= maxEntries) throw new Error("too many launches in progress");
      used.set(key, expiresAt);
      return true;
    },
  };
}

export function memoryToolKeyStore(): ToolKeyStore {
  let ring: KeyRing | null = null;
  return {
    load: async () => ring,
    saveIfAbsent: async (fresh) => {
      ring ??= fresh;
      return ring;
    },
    replace: async (next) => {
      ring = next;
    },
  };
}
