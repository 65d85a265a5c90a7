import { createHash, timingSafeEqual } from "node:crypto";

/** Whether the instructor preview may be shown, and if not, which status to answer with. */
export type PreviewAccess =
  | { allowed: true; reason: "development" | "key" | "session" }
  | { allowed: false; status: 403 | 404; reason: "not-configured" | "no-key" | "wrong-key" };

export type PreviewAccessInput = {
  /** process.env.NODE_ENV */
  nodeEnv: string | undefined;
  /** process.env.INSTRUCTOR_KEY: the key an instructor must present in production. */
  configuredKey: string | undefined;
  /** The `key` query parameter of the request, if any (the first one when repeated). */
  givenKey: string | string[] | undefined;
  /** Whether the request carries a valid session traded for the key (key-session.ts). */
  session?: boolean;
};

/**
 * Decides access to /preview/<slug>, which shows every answer. Development: always.
 * Production: only with INSTRUCTOR_KEY set and the same key given, or a session traded
 * for it. No key configured answers 404 (the page does not exist for this deployment); a
 * missing or wrong key answers 403, and a key that is given is judged even beside a
 * session, so a mistake is reported. Keys are compared by their SHA-256 digests with
 * timingSafeEqual, so neither the time taken nor a length mismatch reveals anything.
 */
export function decidePreviewAccess({ nodeEnv, configuredKey, givenKey, session }: PreviewAccessInput): PreviewAccess {
  if (nodeEnv === "development") return { allowed: true, reason: "development" };
  const expected = configuredKey?.trim();
  if (!expected) return { allowed: false, status: 404, reason: "not-configured" };
  const given = Array.isArray(givenKey) ? givenKey[0] : givenKey;
  if (given === undefined && session) return { allowed: true, reason: "session" };
  if (!given) return { allowed: false, status: 403, reason: "no-key" };
  const same = timingSafeEqual(digest(given), digest(expected));
  return same ? { allowed: true, reason: "key" } : { allowed: false, status: 403, reason: "wrong-key" };
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}
