/**
 * The stand-in platform's storage (1EdTech LTI postMessage Storage): what the frame of
 * its course page answers to `lti.put_data` and `lti.get_data`, keeping values apart per
 * sending origin as the spec asks. Pure, so the in-process tests and the course page in
 * a browser (storage-frame.ts, bundled by platform.ts) answer alike. In "forget" mode it
 * acknowledges every put and keeps nothing, as storage of another browser would.
 */
export type StorageMode = "keep" | "forget";
export type StorageReply = Record<string, unknown>;

export function createPlatformStorage(mode: StorageMode = "keep") {
  const byOrigin = new Map<string, Map<string, string>>();
  /** The reply to `message` from `origin`, or null for a message that is not a storage request. */
  function answer(origin: string, message: unknown): StorageReply | null {
    if (typeof message !== "object" || message === null) return null;
    const { subject, message_id, key, value } = message as Record<string, unknown>;
    if (subject !== "lti.put_data" && subject !== "lti.get_data") return null;
    const reply = { subject: `${subject}.response`, message_id, key };
    const put = subject === "lti.put_data";
    if (typeof key !== "string" || (put && typeof value !== "string"))
      return { ...reply, error: { code: "bad_request", message: "key (and for put_data value) must be strings" } };
    const kept = byOrigin.get(origin) ?? new Map<string, string>();
    byOrigin.set(origin, kept);
    if (put) {
      if (mode === "keep") kept.set(key, value as string);
      return { ...reply, value };
    }
    const found = kept.get(key);
    return found === undefined
      ? { ...reply, error: { code: "not_found", message: `nothing is stored under ${key}` } }
      : { ...reply, value: found };
  }
  return { answer };
}
