import { describe, expect, it } from "vitest";
import { describeDelivery, describeOutbox } from "./outbox-view";

const delivery = (n: number, idempotencyKey: string | null = null) => ({
  messageId: `msg_000${n}`,
  to: "ada@example.com",
  subject: "Your receipt",
  idempotencyKey,
});

describe("the outbox in words", () => {
  it("counts what was sent, and the repeats a key stopped", () => {
    expect(describeOutbox({ deliveries: [], repeatsRecognised: 0 })).toBe("0 emails were sent.");
    expect(describeOutbox({ deliveries: [delivery(1), delivery(2)], repeatsRecognised: 0 })).toBe(
      "2 emails were sent.",
    );
    expect(describeOutbox({ deliveries: [delivery(1, "k")], repeatsRecognised: 1 })).toBe(
      "1 email was sent; 1 repeat was recognised by its idempotency key and not sent again.",
    );
    expect(describeOutbox({ deliveries: [delivery(1, "k")], repeatsRecognised: 3 })).toBe(
      "1 email was sent; 3 repeats were recognised by their idempotency key and not sent again.",
    );
  });

  it("names each delivery with its id, address, subject and key", () => {
    expect(describeDelivery(delivery(1))).toBe('msg_0001 to ada@example.com, "Your receipt" (no idempotency key)');
    expect(describeDelivery(delivery(2, "receipt-1"))).toBe(
      'msg_0002 to ada@example.com, "Your receipt" (key receipt-1)',
    );
  });
});
