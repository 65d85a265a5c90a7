/**
 * The generated signing secret kept on disk, so `npm start` needs no setup and no
 * public secret ever signs anything. Server-only (node:fs).
 */
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file name inside the data folder. */
export const SECRET_FILE = "checkpoint-secret";

/**
 * Reads `<dataDir>/<name>` (the checkpoint secret unless another file is named), creating it with 32 random bytes (base64url)
 * and mode 0600 when it is missing. Creation is atomic: the secret is written to a
 * private temporary file that is then hard-linked into place, and a link never
 * replaces an existing file, so two servers starting together both end up reading
 * the one that won.
 */
export function readOrCreateSecretFile(dataDir: string, name: string = SECRET_FILE): string {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, name);
  const existing = readSecret(file);
  if (existing !== null) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  // NOTE: mode in writeFileSync is filtered by the umask; chmod makes 0600 certain.
  chmodSync(temporary, 0o600);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  const created = readSecret(file);
  if (created === null) throw new Error(`${file} could not be read back after it was created.`);
  return created;
}

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
