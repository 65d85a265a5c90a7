/**
 * Delivers the store's passback queue: claims the rows that are due, posts each score
 * once (ags.ts), and writes the outcome back: delivered; due again after the retry
 * policy's backoff (or the platform's Retry-After, when longer); or failed, with the
 * last error kept, once the policy has no try left or the platform refused for good.
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
};

export type DrainReport = { delivered: number; retrying: number; failed: number };

/** How many rows one pass claims; the rest wait for the next pass. */
const BATCH = 20;

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

/** One pass over the due rows at `nowMs`; never throws for a platform's answer (a store fault does). */
export async function drainPassbacks(deps: DrainDeps, nowMs: number): Promise<DrainReport> {
  const report: DrainReport = { delivered: 0, retrying: 0, failed: 0 };
  const now = new Date(nowMs);
  for (const claim of await deps.queue.claimDue(now, BATCH)) {
    const outcome = await tryOnce(claim, deps, nowMs).catch(
      (error: unknown): ScoreOutcome => ({ kind: "retry-later", reason: `delivery failed: ${String(error)}` }),
    );
    if (outcome.kind === "delivered") {
      if (await deps.queue.markDelivered(claim, now)) report.delivered++;
      continue;
    }
    const backoff =
      outcome.kind === "retry-later" ? retryDelayMs(claim.tries, deps.policy ?? DEFAULT_RETRY, deps.random) : null;
    const wait =
      backoff === null ? null : Math.max(backoff, outcome.kind === "retry-later" ? (outcome.retryAfterMs ?? 0) : 0);
    const reason =
      backoff === null && outcome.kind === "retry-later"
        ? `${outcome.reason} (gave up after ${claim.tries} tries)`
        : outcome.reason;
    const marked = await deps.queue.markFailed(claim, reason, now, wait);
    if (marked.status === "failed") {
      report.failed++;
      console.warn(`[lti] score for ${claim.lineItemUrl} not delivered: ${reason}`);
    } else if (marked.status === "pending") report.retrying++;
  }
  return report;
}
