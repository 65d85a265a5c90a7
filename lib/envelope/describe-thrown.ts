/**
 * Turns anything a tool can throw into the short, non-empty message an envelope needs.
 * Tools throw strings, undefined, objects, even values whose getters or toString throw;
 * none of that may crash the layer that is supposed to catch it. The message goes to the
 * trace, so the secrets it shows are scrubbed first (scrub-secrets.ts).
 */
import { scrubSecrets } from "./scrub-secrets";

/** The most characters of a thrown value's message an envelope (and so the trace) keeps. */
export const MAX_MESSAGE_LENGTH = 300;
/** How much of a long message is scrubbed and kept for the cut, so hostile text costs little. */
const MAX_SCANNED = 4 * MAX_MESSAGE_LENGTH;

/** A short, non-empty, human-readable message for any thrown value, secrets scrubbed. Never throws. */
export function describeThrown(thrown: unknown): string {
  const text = attempt(() => readMessage(thrown)) ?? "the tool threw a value that cannot be read";
  const trimmed = text.trim();
  if (trimmed === "") return `the tool threw ${attempt(() => kindOf(thrown)) ?? "a value"} with no message`;
  return scrubAndCut(trimmed);
}

/**
 * `text` with its secrets scrubbed (scrub-secrets.ts), cut to MAX_MESSAGE_LENGTH. Only its
 * first MAX_SCANNED characters are read, so a message of any length costs the same.
 */
export function scrubAndCut(text: string): string {
  // Scrubbed before the cut, so a secret cut in half is still recognised.
  const scrubbed = scrubSecrets(text.slice(0, MAX_SCANNED));
  return scrubbed.length > MAX_MESSAGE_LENGTH ? `${scrubbed.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : scrubbed;
}

function readMessage(thrown: unknown): string | undefined {
  if (thrown instanceof Error) return String(thrown.message);
  if (typeof thrown === "string") return thrown;
  if (thrown === undefined || thrown === null) return `the tool threw ${String(thrown)}`;
  if (typeof thrown !== "object" && typeof thrown !== "function") return String(thrown); // numbers, symbols…
  const message = attempt(() => (thrown as { message?: unknown }).message);
  if (typeof message === "string" && message.trim() !== "") return message;
  return attempt(() => JSON.stringify(thrown)) ?? attempt(() => String(thrown));
}

function kindOf(thrown: unknown): string {
  if (thrown instanceof Error) return `an error (${thrown.name})`;
  return typeof thrown === "string" ? "an empty string" : `a ${typeof thrown}`;
}

function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
