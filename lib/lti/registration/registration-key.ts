/**
 * The key that makes the Dynamic Registration address this tool's own: 32 random bytes
 * generated on first use into `<DATA_DIR>/lti-registration-key` (mode 0600), and the
 * last segment of the address the administrator pastes into the LMS. Without it anyone
 * who found the endpoint could register a platform of their own, and that platform's
 * launches would then be trusted. Server-only.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { dataDir } from "@/lib/data-dir";
import { readOrCreateSecretFile } from "@/lib/score-token/secret-file";

export const REGISTRATION_KEY_FILE = "lti-registration-key";

type Env = Record<string, string | undefined>;

/** The tool's registration key, created on first use. */
export function registrationKey(env: Env = process.env): string {
  return readOrCreateSecretFile(dataDir(env), REGISTRATION_KEY_FILE);
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** True when `candidate` is the key; compares digests in constant time, so timing says nothing about it. */
export function isRegistrationKey(candidate: string, key: string): boolean {
  return key.length > 0 && timingSafeEqual(digest(candidate), digest(key));
}
