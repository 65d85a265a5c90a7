/** The instructor key's environment for tests: production, key "k1", a fixed secret and clock unless overridden. */
import { KEY_SESSION_COOKIE, type KeyEnv, signKeySession } from "./key-session";

export function makeKeyEnv(overrides: Partial<KeyEnv> = {}): KeyEnv {
  return {
    nodeEnv: "production",
    configuredKey: "k1",
    secret: () => "a-test-secret-of-at-least-32-bytes-long",
    nowMs: () => Date.parse("2026-12-01T20:00:00Z"),
    ...overrides,
  };
}

/** A Cookie header holding a session signed under `env`. */
export const keySessionCookie = (env: KeyEnv = makeKeyEnv()) => `${KEY_SESSION_COOKIE}=${signKeySession(env)}`;
