/**
 * The send_email tool: a stub mail service whose work is a side effect the sandbox can
 * count. Every delivery lands in an outbox. A caller that sends an idempotency key made
 * from the logical operation (one key per email it means to send, reused on every retry
 * of it) gets one delivery however often it asks: the service remembers the key and
 * answers a repeat with the first receipt. A key made per call (from a call id) changes
 * on every re-call, so the service cannot recognise the repeat and sends again.
 */
import { z } from "zod";
import { sleep } from "../deadline";
import { ToolFailure } from "../retry-hint";
import type { Tool } from "../tools-layer";

/** Arguments of send_email: `{ to, subject, body, idempotencyKey? }`. */
export const SendEmailArgsSchema = z
  .object({
    to: z.email("an email address is required, such as ada@example.com"),
    subject: z.string().trim().min(1, "a subject is required").max(200),
    body: z.string().max(5000),
    idempotencyKey: z.string().trim().min(1, "an idempotency key cannot be empty").max(100).optional(),
  })
  .strict();

/** Arguments of send_email. */
export type SendEmailArgs = z.infer<typeof SendEmailArgsSchema>;

/** One email the service really sent. */
export interface Delivery {
  messageId: string;
  to: string;
  subject: string;
  idempotencyKey: string | null;
}

/** What send_email returns: the delivery's receipt; `repeat` when a known key was recognised and nothing was sent. */
export interface SendReceipt {
  messageId: string;
  to: string;
  repeat: boolean;
}

/** The same key came back with another email: the service refuses rather than guess which one was meant. */
export class IdempotencyKeyReusedError extends ToolFailure {
  override name = "IdempotencyKeyReusedError";
  constructor(key: string) {
    super(
      `idempotency key "${key}" was already used for a different email`,
      {
        retryable: false,
        reason: "an idempotency key names one operation; a new email needs a new key",
      },
      "bad_arguments",
    );
  }
}

/** The mail service's record: what was sent, and the keys it has seen. One per layer. */
export class Outbox {
  private readonly sent: Delivery[] = [];
  private readonly byKey = new Map<string, { fingerprint: string; delivery: Delivery }>();
  private readonly listeners = new Set<() => void>();
  private recognised = 0;

  /** Copies of the deliveries, in the order they were sent. */
  deliveries(): Delivery[] {
    return this.sent.map((delivery) => ({ ...delivery }));
  }

  /** Requests that carried a key the service had seen, so nothing was sent again. */
  get repeatsRecognised(): number {
    return this.recognised;
  }

  /** Calls `listener` on every delivery and every recognised repeat; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends `email`, unless its key was seen before with the same email: then the first receipt comes back. */
  send(email: SendEmailArgs): SendReceipt {
    const key = email.idempotencyKey;
    const fingerprint = JSON.stringify([email.to, email.subject, email.body]);
    const seen = key === undefined ? undefined : this.byKey.get(key);
    if (seen !== undefined && key !== undefined) {
      if (seen.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(key);
      this.recognised += 1;
      this.notify();
      return { messageId: seen.delivery.messageId, to: seen.delivery.to, repeat: true };
    }
    const messageId = `msg_${String(this.sent.length + 1).padStart(4, "0")}`;
    const delivery: Delivery = { messageId, to: email.to, subject: email.subject, idempotencyKey: key ?? null };
    this.sent.push(delivery);
    if (key !== undefined) this.byKey.set(key, { fingerprint, delivery });
    this.notify();
    return { messageId, to: email.to, repeat: false };
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** How long the request takes to reach the mail service: 60–180 ms, drawn from `random`. */
export function mailLatencyMs(random: () => number): number {
  return Math.round(60 + random() * 120);
}

/** Creates send_email over `outbox`; `random` is a seeded stream so latencies replay. */
export function createSendEmailTool(outbox: Outbox, random: () => number): Tool<SendEmailArgs> {
  return {
    name: "send_email",
    description: "Sends an email through a (simulated) mail service; a repeated idempotency key sends nothing new.",
    argsSchema: SendEmailArgsSchema,
    async run(email, { signal }): Promise<SendReceipt> {
      // Before it reaches the service, a deadline stops the request and nothing is sent.
      await sleep(mailLatencyMs(random), signal);
      // From here the email is sent: a deadline that passes now (a late_reply fault) cannot take it back.
      return outbox.send(email);
    },
  };
}
