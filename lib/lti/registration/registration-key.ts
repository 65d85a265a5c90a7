/**
 * The key that makes the Dynamic Registration address this tool's own: LTI_REGISTRATION_KEY
 * when set, else 32 random bytes generated at the first start into `<DATA_DIR>/lti-registration-key`
 * (mode 0600; refused on a shared Postgres, see configuredSecret), and the last segment of
 * the address the administrator pastes into the LMS. Without it anyone who found the
 * endpoint could register a platform of their own, and that platform's launches would
 * then be trusted. Server-only.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { configuredSecret } from "@/lib/score-token/signing-keys";

export const REGISTRATION_KEY_FILE = "lti-registration-key";

type Env = Record<string, string | undefined>;

/** The tool's registration key (created on first call when it comes from the data folder). */
export function registrationKey(env: Env = process.env): string {
  return configuredSecret(env, "LTI_REGISTRATION_KEY", REGISTRATION_KEY_FILE).value;
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** True when `candidate` is the key; compares digests in constant time, so timing says nothing about it. */
export function isRegistrationKey(candidate: string, key: string): boolean {
  return key.length > 0 && timingSafeEqual(digest(candidate), digest(key));
}
