/**
 * Delivers the store's passback queue: claims a few rows that are due, posts each score
 * once (ags.ts), and writes the outcome back: delivered; due again after the retry
 * policy's backoff (on top of the platform's Retry-After, if any); or failed, with the
 * last error kept, once the policy's time budget is spent or the platform refused the
 * score for good.
 * One pass per call, with `now` from the caller, so tests need no timers; the worker
 * (passback-worker.ts) calls it when woken.
 */

import type { Store } from "@/lib/store/open-store";
import type { PassbackClaim } from "@/lib/store/passback-queue";
import { postScore, type ScoreOutcome } from "./ags";
import type { AgsTokens } from "./ags-token";
import { PassbackPayload, scoreOfPayload } from "./passback-payload";
import { DEFAULT_RETRY, type RetryPolicy, retryDelayMs } from "./retry-policy";
import type { PlatformRegistry } from "./stores";

export type DrainDeps = {
  queue: Store["passbackQueue"];
  registry: PlatformRegistry;
  fetch: typeof fetch;
  tokens: AgsTokens;
  policy?: RetryPolicy;
  random?: () => number;
  /**
   * A monotonic clock in ms (performance.now by default). Times during a pass are the
   * pass's `nowMs` plus what this clock says has passed since it began, so outcomes are
   * stamped when they happen and a lease that ran out mid-pass is seen.
   */
  monotonicMs?: () => number;
};

export type DrainReport = { delivered: number; retrying: number; failed: number };

/**
 * How many rows one pass claims; the rest wait for the next pass. NOTE: small on
 * purpose: every claimed row is leased (60 s) and a try may take up to 20 s (token and
 * score requests, 10 s timeout each), so a claim of four always fits in its lease.
 */
export const CLAIM_BATCH = 4;
/** A row is not posted when less than this is left of its lease (a try may take this long). */
const LEASE_MARGIN_MS = 20_000;

async function tryOnce(claim: PassbackClaim, deps: DrainDeps, nowMs: number): Promise<ScoreOutcome> {
  const payload = PassbackPayload.safeParse(claim.payload);
  if (!payload.success) return { kind: "permanent", reason: "the queued score is not a score this tool wrote" };
  const { issuer, clientId } = payload.data;
  const [registration] = await deps.registry.find(issuer, clientId);
  if (!registration) return { kind: "permanent", reason: `the platform "${issuer}" is no longer registered` };
  return postScore(registration, claim.lineItemUrl, scoreOfPayload(payload.data), {
    fetch: deps.fetch,
    tokens: deps.tokens,
    now: () => nowMs,
  });
}

/**
 * One pass over the due rows at `nowMs`; never throws for a platform's answer (a store
 * fault does). Delivery is at least once: a score whose post reached the platform but
 * whose worker died before marking it is posted again after the lease (AGS scores are
 * idempotent per user and timestamp, so the gradebook shows it once).
 */
export async function drainPassbacks(deps: DrainDeps, nowMs: number): Promise<DrainReport> {
  const report: DrainReport = { delivered: 0, retrying: 0, failed: 0 };
  const monotonic = deps.monotonicMs ?? (() => performance.now());
  const started = monotonic();
  const clock = () => nowMs + Math.round(monotonic() - started);
  for (const claim of await deps.queue.claimDue(new Date(nowMs), CLAIM_BATCH)) {
    // NOTE: an earlier try in this pass was slow; the row goes back to the queue when its
    // lease ends rather than being posted when another server may have claimed it.
    if (claim.leaseEndsAt.getTime() - clock() < LEASE_MARGIN_MS) continue;
    const outcome = await tryOnce(claim, deps, clock()).catch(
      (error: unknown): ScoreOutcome => ({ kind: "retry-later", reason: `delivery failed: ${String(error)}` }),
    );
    const at = clock();
    if (outcome.kind === "delivered") {
      if (await deps.queue.markDelivered(claim, new Date(at))) report.delivered++;
      continue;
    }
    const wait =
      outcome.kind === "retry-later"
        ? retryDelayMs(
            claim.tries,
            at - claim.queuedAt.getTime(),
            deps.policy ?? DEFAULT_RETRY,
            deps.random,
            outcome.retryAfterMs,
          )
        : null;
    const reason =
      wait === null && outcome.kind === "retry-later"
        ? `${outcome.reason} (gave up after ${claim.tries} tries over ${hours(at - claim.queuedAt.getTime())})`
        : outcome.reason;
    const marked = await deps.queue.markFailed(claim, reason, new Date(at), wait);
    if (marked.status === "failed") {
      report.failed++;
      console.warn(`[lti] score for ${claim.lineItemUrl} not delivered: ${reason}`);
    } else if (marked.status === "pending") report.retrying++;
  }
  return report;
}

const hours = (ms: number) => `${Math.round(ms / 360_000) / 10} h`;
