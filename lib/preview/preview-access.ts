import { createHash, timingSafeEqual } from "node:crypto";

/** Whether the instructor preview may be shown, and if not, which status to answer with. */
export type PreviewAccess =
  | { allowed: true; reason: "development" | "key" }
  | { allowed: false; status: 403 | 404; reason: "not-configured" | "no-key" | "wrong-key" };

export type PreviewAccessInput = {
  /** process.env.NODE_ENV */
  nodeEnv: string | undefined;
  /** process.env.INSTRUCTOR_KEY: the key an instructor must present in production. */
  configuredKey: string | undefined;
  /** The `key` query parameter of the request, if any (the first one when repeated). */
  givenKey: string | string[] | undefined;
};

/**
 * Decides access to /preview/<slug>, which shows every answer. Development: always.
 * Production: only with INSTRUCTOR_KEY set and the same key given. No key configured
 * answers 404 (the page does not exist for this deployment); a missing or wrong key
 * answers 403. Keys are compared by their SHA-256 digests with timingSafeEqual, so
 * neither the time taken nor a length mismatch reveals anything about the key.
 */
export function decidePreviewAccess({ nodeEnv, configuredKey, givenKey }: PreviewAccessInput): PreviewAccess {
  if (nodeEnv === "development") return { allowed: true, reason: "development" };
  const expected = configuredKey?.trim();
  if (!expected) return { allowed: false, status: 404, reason: "not-configured" };
  const given = Array.isArray(givenKey) ? givenKey[0] : givenKey;
  if (!given) return { allowed: false, status: 403, reason: "no-key" };
  const same = timingSafeEqual(digest(given), digest(expected));
  return same ? { allowed: true, reason: "key" } : { allowed: false, status: 403, reason: "wrong-key" };
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}
