/**
 * Where a graded attempt's score waits for the platform. The grading endpoints hand
 * a score to a ScoreOutbox and answer the learner at once; delivery (with the retry
 * policy) happens behind it. The in-memory outbox here delivers in this process, so
 * a restart loses what is undelivered; the results store's persistent queue
 * (lib/store/) is meant to implement the same interface.
 */
import { type DeliverDeps, deliverScore, type Score, type ScoreOutcome, type Superseded } from "./ags";
import type { PlatformRegistry } from "./stores";

/** One score on its way to a line item of the platform registration (issuer, clientId). */
export type PendingScore = { issuer: string; clientId: string; lineItem: string; score: Score };
export type Delivered = (ScoreOutcome | Superseded) & { tries: number };
/** Delivers one score; `stillWanted` turns false once a newer score for its key is queued. */
export type Deliver = (item: PendingScore, stillWanted?: () => boolean) => Promise<Delivered>;

/** How many (issuer, client, line item, learner) keys may wait at once; beyond, new scores are dropped. */
export const MAX_OUTBOX_KEYS = 10_000;

export interface ScoreOutbox {
  /** Takes the score and returns at once; never throws, never waits for the platform. */
  enqueue(item: PendingScore): void;
}

/** Delivers one pending score to its registration with deliverScore (backoff, Retry-After). */
export function scoreDelivery(registry: PlatformRegistry, deps: DeliverDeps): Deliver {
  return async (item, stillWanted) => {
    const [registration] = await registry.find(item.issuer, item.clientId);
    if (!registration)
      return { kind: "permanent", reason: `the platform "${item.issuer}" is no longer registered`, tries: 0 };
    return deliverScore(registration, item.lineItem, item.score, deps, stillWanted);
  };
}

/**
 * An outbox that delivers in this process, one score at a time per (issuer, client, line
 * item, learner): a newer score replaces the one waiting, and the one being delivered stops
 * before its next try (the platform keeps only the latest anyway). At most `maxKeys` keys
 * wait at once; beyond that a new score is logged and dropped. `idle()` resolves once
 * everything enqueued so far is settled (for tests).
 */
export function memoryScoreOutbox(deliver: Deliver, options: { maxKeys?: number } = {}) {
  const maxKeys = options.maxKeys ?? MAX_OUTBOX_KEYS;
  /** The newest score of each key that has a delivery under way. */
  const newest = new Map<string, PendingScore>();
  const inFlight = new Set<Promise<void>>();
  const scoreLine = (item: PendingScore) =>
    `score ${item.score.scoreGiven}/${item.score.scoreMaximum} for ${item.lineItem}`;

  function run(key: string, item: PendingScore): void {
    const settled = Promise.resolve()
      .then(() => deliver(item, () => newest.get(key) === item))
      .then(
        (outcome) => {
          if (outcome.kind !== "delivered" && outcome.kind !== "superseded")
            console.warn(`[lti] ${scoreLine(item)} not delivered (${outcome.kind}): ${outcome.reason}`);
        },
        (error: unknown) => console.warn(`[lti] ${scoreLine(item)} not delivered: ${String(error)}`),
      )
      .finally(() => {
        inFlight.delete(settled);
        const next = newest.get(key);
        if (next && next !== item) run(key, next);
        else newest.delete(key);
      });
    inFlight.add(settled);
  }

  return {
    enqueue(item: PendingScore): void {
      const key = JSON.stringify([item.issuer, item.clientId, item.lineItem, item.score.userId]);
      const waiting = newest.get(key);
      if (waiting) {
        if (item.score.timestamp >= waiting.score.timestamp) newest.set(key, item);
        return;
      }
      if (newest.size >= maxKeys) {
        console.warn(`[lti] ${scoreLine(item)} dropped: ${maxKeys} scores are already waiting for their platforms`);
        return;
      }
      newest.set(key, item);
      run(key, item);
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  } satisfies ScoreOutbox & { idle: () => Promise<void> };
}
