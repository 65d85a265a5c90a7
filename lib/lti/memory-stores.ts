/**
 * In-memory implementations of the store interfaces, for tests and as a stop-gap
 * until lib/store/ is wired. Nothing here survives a restart.
 */
import type {
  LaunchState,
  LaunchStateStore,
  NonceStore,
  PlatformRegistration,
  PlatformRegistry,
  ToolKeyStore,
} from "./stores";
import type { KeyRing } from "./tool-keys";

export function memoryPlatformRegistry(registrations: PlatformRegistration[]): PlatformRegistry {
  return {
    find: async (issuer, clientId) =>
      registrations.filter((r) => r.issuer === issuer && (clientId === undefined || r.clientId === clientId)),
  };
}

export function memoryLaunchStateStore(): LaunchStateStore {
  const states = new Map<string, LaunchState>();
  return {
    put: async (state, record) => {
      // Logins that never come back would pile up; drop expired ones now and then.
      if (states.size % 256 === 255) for (const [key, r] of states) if (r.expiresAt <= Date.now()) states.delete(key);
      states.set(state, record);
    },
    take: async (state, nowMs) => {
      const record = states.get(state);
      states.delete(state);
      return record && record.expiresAt > nowMs ? record : null;
    },
  };
}

export function memoryNonceStore(): NonceStore {
  const used = new Map<string, number>();
  return {
    recordOnce: async (issuer, nonce, expiresAt) => {
      if (used.size % 256 === 255) for (const [k, until] of used) if (until <= Date.now()) used.delete(k);
      const key = JSON.stringify([issuer, nonce]);
      if (used.has(key)) return false;
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
