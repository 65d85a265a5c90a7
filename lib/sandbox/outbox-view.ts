/**
 * The sandbox's "Outbox" panel as sentences: what send_email really sent during a Run,
 * which the envelopes alone cannot tell (a timeout may hide a sent email). Pure, so the
 * wording is tested once.
 */
import type { Delivery } from "@/lib/envelope/tools/send-email";

/** What the panel shows: the Run's deliveries, and the repeats the service recognised by their key. */
export interface OutboxView {
  deliveries: Delivery[];
  repeatsRecognised: number;
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** One line for the whole Run: how many emails went out, and how many repeats were stopped. */
export function describeOutbox({ deliveries, repeatsRecognised }: OutboxView): string {
  const sent = `${count(deliveries.length, "email was", "emails were")} sent`;
  if (repeatsRecognised === 0) return `${sent}.`;
  const stopped = count(repeatsRecognised, "repeat was recognised by its", "repeats were recognised by their");
  return `${sent}; ${stopped} idempotency key and not sent again.`;
}

/** One delivery: its id, where it went, and the key it carried. */
export function describeDelivery({ messageId, to, subject, idempotencyKey }: Delivery): string {
  const key = idempotencyKey === null ? "no idempotency key" : `key ${idempotencyKey}`;
  return `${messageId} to ${to}, "${subject}" (${key})`;
}
