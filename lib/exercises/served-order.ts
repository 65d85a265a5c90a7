/**
 * The order in which options, steps and cards are served. It is drawn from a secret
 * that this process makes when it first needs one and never sends anywhere, keyed by
 * lesson, activity, list and attempt. The code is public; without the secret it
 * cannot be replayed, so the authored order (right option first, steps in order)
 * cannot be recovered from the page. Server-only (node:crypto).
 *
 * NOTE: the lesson page is prerendered by `next build`, so the first attempt's order
 * comes from the build's own secret, which dies with the build. Later attempts come
 * from the running server's secret, sent with each grade. Nothing needs the two to
 * agree: grading reads ids, never positions.
 */
import { createHmac, randomBytes } from "node:crypto";

export type OrderContext = { lesson: string; activity: "checkpoint" | "match"; attempt: number };

/** Puts a list in its served order; `label` names the list (a question's options, the cards). */
export type Arrange = <T extends { id: string }>(items: readonly T[], label: string) => T[];

// NOTE: on globalThis because Next bundles each route apart; one secret per process is enough.
const SECRET = Symbol.for("envelope-lab.order-secret");
const holder = globalThis as { [SECRET]?: Uint8Array };

/** This process's order secret: 32 random bytes, made on first use, never persisted. */
export function orderSecret(): Uint8Array {
  holder[SECRET] ??= new Uint8Array(randomBytes(32));
  return holder[SECRET];
}

/** A Fisher-Yates shuffle whose draws are HMAC-SHA256 of `secret` over the context and label. */
export function secretArrange(secret: Uint8Array, context: OrderContext): Arrange {
  return (items, label) => {
    const draw = drawStream(secret, [context.activity, context.lesson, label, context.attempt].join("\n"));
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = draw(i + 1);
      [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
    }
    return out;
  };
}

/** The running server's arrangement for `context`. */
export const servedArrange = (context: OrderContext): Arrange => secretArrange(orderSecret(), context);

/** Uniform integers below `bound`, from 32-bit words of successive HMAC blocks (rejection, so no bias). */
function drawStream(secret: Uint8Array, label: string): (bound: number) => number {
  let block = 0;
  let words: Buffer = Buffer.alloc(0);
  let offset = 0;
  return (bound) => {
    const limit = Math.floor(2 ** 32 / bound) * bound;
    for (;;) {
      if (offset + 4 > words.length) {
        words = createHmac("sha256", secret).update(`${label}\n${block++}`).digest();
        offset = 0;
      }
      const value = words.readUInt32BE(offset);
      offset += 4;
      if (value < limit) return value % bound;
    }
  };
}
