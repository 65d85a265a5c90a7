/**
 * What the LTI code needs from storage, as small interfaces (the key ring's, ToolKeyStore,
 * is beside the ring in tool-keys.ts). The results store implements them for the server
 * (store-registry.ts, store-nonces.ts, store-tool-keys.ts); memory-stores.ts does for the
 * protocol's unit tests. A login keeps nothing: its state is signed (login-state.ts).
 */

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

export interface NonceStore {
  /**
   * Records the nonce; false when it was already used for this issuer (a replay). Called
   * only for an id_token the platform's key verified, so only a platform adds to it.
   */
  recordOnce(issuer: string, nonce: string, expiresAt: number): Promise<boolean>;
}
