/**
 * What the LTI code needs from storage, as small interfaces. The results store
 * implements them for the server (store-registry.ts, store-logins.ts,
 * store-tool-keys.ts); memory-stores.ts does for the protocol's unit tests.
 */
import type { KeyRing } from "./tool-keys";

/** How many logins may be in progress at once before new ones are refused (a 503 page). */
export const MAX_PENDING = 10_000;

/** One registration of this tool on a platform: an issuer and the client id it gave us. */
export type PlatformRegistration = {
  issuer: string;
  clientId: string;
  /** OIDC authorization endpoint the login redirects to. */
  authEndpoint: string;
  jwksUrl: string;
  /** OAuth 2 token endpoint for AGS (client credentials). */
  tokenEndpoint: string;
  /** Deployment ids the platform may launch with; anything else is refused. */
  deploymentIds: readonly string[];
  /** Other origins the platform's pages are served from (e.g. a school's own domain); see platform-config.ts. */
  webOrigins?: readonly string[];
};

export interface PlatformRegistry {
  /** Registrations for `issuer`, narrowed to `clientId` when given; [] when unknown. */
  find(issuer: string, clientId?: string): Promise<PlatformRegistration[]>;
}

/** What the login remembers until the platform posts back (kept server-side: no cookie needed). */
export type LaunchState = {
  issuer: string;
  clientId: string;
  nonce: string;
  targetLinkUri: string;
  deploymentId?: string;
  /** Epoch milliseconds after which the state is refused. */
  expiresAt: number;
};

export type LaunchStatePut = "stored" | "full" | { invalid: string };

export interface LaunchStateStore {
  /**
   * Stores the state: "full" when too many logins are pending (the login is then refused
   * with a 503), `invalid` when the store refuses the record itself (a 400).
   */
  put(state: string, record: LaunchState): Promise<LaunchStatePut>;
  /** Returns the record and deletes it: a state works once. Null when unknown, used or expired. */
  take(state: string, nowMs: number): Promise<LaunchState | null>;
}

export interface NonceStore {
  /** Records the nonce; false when it was already used for this issuer (a replay). */
  recordOnce(issuer: string, nonce: string, expiresAt: number): Promise<boolean>;
}

export interface ToolKeyStore {
  load(): Promise<KeyRing | null>;
  /** Stores `ring` unless one is there already; returns the ring that is stored. */
  saveIfAbsent(ring: KeyRing): Promise<KeyRing>;
  replace(ring: KeyRing): Promise<void>;
}
