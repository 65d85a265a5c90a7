/**
 * Which secrets sign and verify score tokens. CHECKPOINT_SECRET when set (refused if
 * blank or under 32 bytes), else a secret generated once into the data folder, except
 * on a shared Postgres (see configuredSecret). CHECKPOINT_SECRET_PREVIOUS is accepted
 * for verification only, during a rotation. Server-only.
 */
import { createHmac } from "node:crypto";
import path from "node:path";
import { dataDir } from "@/lib/data-dir";
import { readOrCreateSecretFile, SECRET_FILE } from "./secret-file";

export const MIN_SECRET_BYTES = 32;
export const MAKE_SECRET_COMMAND = `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;

export type SigningKeys = {
  /** Signs new tokens. */
  current: Uint8Array;
  /** Verify only: the current key first, then the previous one if set. */
  verifying: Uint8Array[];
  /** Where the current key came from, for the start-up log line. */
  source: string;
};

export class SecretConfigError extends Error {
  override name = "SecretConfigError";
}

type Env = Record<string, string | undefined>;

/** Reads the keys from `env`; throws SecretConfigError naming the variable and the fix. */
export function readSigningKeys(env: Env = process.env): SigningKeys {
  const { value, source } = configuredSecret(env, "CHECKPOINT_SECRET", SECRET_FILE);
  const previous = checkedSecret("CHECKPOINT_SECRET_PREVIOUS", env.CHECKPOINT_SECRET_PREVIOUS);
  const current = toKey(value);
  return { current, verifying: previous ? [current, toKey(previous)] : [current], source };
}

/**
 * A secret the server may generate: the environment's `variable` when set, else one
 * generated once into `<DATA_DIR>/<file>`. Refused, naming the variable, when DATABASE_URL
 * is set and the variable is not: every app server on that database must hold the same
 * secret, and each would generate its own into its own data folder (docs/deploy.md).
 */
export function configuredSecret(env: Env, variable: string, file: string): { value: string; source: string } {
  const explicit = checkedSecret(variable, env[variable]);
  if (explicit) return { value: explicit, source: variable };
  if (env.DATABASE_URL?.trim())
    throw new SecretConfigError(
      `${variable} is not set, and DATABASE_URL is: every app server on that database needs the same ${variable}, ` +
        `and a generated one would be this server's alone. Set it, to one value on every server. Make one with: ${MAKE_SECRET_COMMAND}`,
    );
  const folder = dataDir(env);
  const source = path.join(folder, file);
  return { value: checkedFileSecret(source, readOrCreateSecretFile(folder, file)), source };
}

/** The secret's key bytes: its UTF-8 encoding, exactly what a course site's verifier uses. */
export const toKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);

function checkedSecret(name: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const how = `Make one with: ${MAKE_SECRET_COMMAND}`;
  if (value.trim() === "")
    throw new SecretConfigError(`${name} is blank. Unset it (a secret is then generated) or set a real one. ${how}`);
  if (value !== value.trim()) throw new SecretConfigError(`${name} starts or ends with whitespace; remove it. ${how}`);
  const bytes = Buffer.byteLength(value, "utf8");
  if (bytes < MIN_SECRET_BYTES)
    throw new SecretConfigError(`${name} is ${bytes} bytes long; it must be at least ${MIN_SECRET_BYTES}. ${how}`);
  return value;
}

// A generated file always passes; this catches one that was emptied, truncated or
// hand-edited, which would otherwise sign (or, when empty, fail every grade) in silence.
function checkedFileSecret(file: string, value: string): string {
  const bytes = Buffer.byteLength(value, "utf8");
  if (bytes >= MIN_SECRET_BYTES) return value;
  throw new SecretConfigError(
    `${file} holds a secret of ${bytes} bytes; it must be at least ${MIN_SECRET_BYTES}. ` +
      `Delete the file to have a new one generated at the next start, or write one made with: ${MAKE_SECRET_COMMAND}`,
  );
}

// NOTE: on globalThis because Next bundles instrumentation and each route separately;
// a module-level cache would read the environment (and the file) once per bundle.
const CACHE = Symbol.for("envelope-lab.signing-keys");
const cache = globalThis as { [CACHE]?: SigningKeys };

/** The process's keys, read on first use and then kept. */
export function signingKeys(): SigningKeys {
  cache[CACHE] ??= readSigningKeys();
  return cache[CACHE];
}

/**
 * The key generated items take their seeds from (lib/practice/serve.ts): derived from the
 * signing secret, which every replica already shares, so a ticket drawn on one is judged
 * alike on another; the derivation keeps the signing key itself to one use.
 */
export const itemSeedKey = (): Uint8Array =>
  new Uint8Array(createHmac("sha256", signingKeys().current).update("envelope-lab generated items").digest());
