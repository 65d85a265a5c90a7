/**
 * Which secrets sign and verify score tokens. CHECKPOINT_SECRET when set (refused if
 * blank or under 32 bytes), else a secret generated once into the data folder.
 * CHECKPOINT_SECRET_PREVIOUS is accepted for verification only, during a rotation.
 * Server-only.
 */
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
  const explicit = checkedSecret("CHECKPOINT_SECRET", env.CHECKPOINT_SECRET);
  const previous = checkedSecret("CHECKPOINT_SECRET_PREVIOUS", env.CHECKPOINT_SECRET_PREVIOUS);
  const folder = dataDir(env);
  const secret = explicit ?? checkedFileSecret(path.join(folder, SECRET_FILE), readOrCreateSecretFile(folder));
  const current = toKey(secret);
  return {
    current,
    verifying: previous ? [current, toKey(previous)] : [current],
    source: explicit ? "CHECKPOINT_SECRET" : path.join(folder, SECRET_FILE),
  };
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
