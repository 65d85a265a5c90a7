/**
 * Where a graded attempt's score waits for the platform. The grading endpoints hand
 * a score to a ScoreOutbox and answer the learner at once; delivery (with the retry
 * policy) happens behind it. The in-memory outbox here delivers in this process, so
 * a restart loses what is undelivered; the results store's persistent queue
 * (lib/store/) is meant to implement the same interface.
 */
import { type DeliverDeps, deliverScore, type Score, type ScoreOutcome } from "./ags";
import type { PlatformRegistry } from "./stores";

/** One score on its way to a line item of the platform registration (issuer, clientId). */
export type PendingScore = { issuer: string; clientId: string; lineItem: string; score: Score };
export type Delivered = ScoreOutcome & { tries: number };

export interface ScoreOutbox {
  /** Takes the score and returns at once; never throws, never waits for the platform. */
  enqueue(item: PendingScore): void;
}

/** Delivers one pending score to its registration with deliverScore (backoff, Retry-After). */
export function scoreDelivery(registry: PlatformRegistry, deps: DeliverDeps) {
  return async (item: PendingScore): Promise<Delivered> => {
    const [registration] = await registry.find(item.issuer, item.clientId);
    if (!registration)
      return { kind: "permanent", reason: `the platform "${item.issuer}" is no longer registered`, tries: 0 };
    return deliverScore(registration, item.lineItem, item.score, deps);
  };
}

/** An outbox that delivers in this process; `idle()` resolves once everything enqueued so far is settled (for tests). */
export function memoryScoreOutbox(deliver: (item: PendingScore) => Promise<Delivered>) {
  const inFlight = new Set<Promise<void>>();
  const scoreLine = (item: PendingScore) =>
    `score ${item.score.scoreGiven}/${item.score.scoreMaximum} for ${item.lineItem}`;
  return {
    enqueue(item: PendingScore): void {
      const settled = Promise.resolve()
        .then(() => deliver(item))
        .then(
          (outcome) => {
            if (outcome.kind !== "delivered")
              console.warn(`[lti] ${scoreLine(item)} not delivered (${outcome.kind}): ${outcome.reason}`);
          },
          (error: unknown) => console.warn(`[lti] ${scoreLine(item)} not delivered: ${String(error)}`),
        )
        .finally(() => inFlight.delete(settled));
      inFlight.add(settled);
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  } satisfies ScoreOutbox & { idle: () => Promise<void> };
}
