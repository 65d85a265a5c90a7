/**
 * Grade passback (AGS 2.0 Score service): POST a score to `<lineitem>/scores` with the
 * score media type. Each call is one try with a typed outcome; the passback worker
 * (passback-drain.ts) decides when to try again with retry-policy.ts.
 */

import type { AgsTokens, Failure } from "./ags-token";
import { SCORE_MEDIA_TYPE, SCORE_SCOPE } from "./claims";
import { retryAfterMs } from "./retry-policy";
import type { PlatformRegistration } from "./stores";

export type Score = { userId: string; scoreGiven: number; scoreMaximum: number; timestamp: Date };
export type ScoreOutcome = { kind: "delivered" } | Failure;

/** The scores URL of a line item: "/scores" goes on the path, before any query (AGS 2.0, 3.4.1). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/scores`;
  return url.href;
}

/** The body the platform records: a completed, fully graded activity. */
export function scoreBody(score: Score) {
  return {
    userId: score.userId,
    scoreGiven: score.scoreGiven,
    scoreMaximum: score.scoreMaximum,
    activityProgress: "Completed",
    gradingProgress: "FullyGraded",
    timestamp: score.timestamp.toISOString(),
  };
}

/** Posts one score once. Never throws. */
export async function postScore(
  registration: PlatformRegistration,
  lineItem: string,
  score: Score,
  deps: { fetch: typeof fetch; tokens: AgsTokens; now?: () => number },
): Promise<ScoreOutcome> {
  const token = await deps.tokens.token(registration, [SCORE_SCOPE]);
  if (token.kind !== "token") return token;
  let url: string;
  try {
    url = scoresUrl(lineItem);
  } catch {
    return { kind: "permanent", reason: `the line item "${lineItem.slice(0, 200)}" is not a URL` };
  }
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${token.accessToken}`, "content-type": SCORE_MEDIA_TYPE },
      body: JSON.stringify(scoreBody(score)),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { kind: "retry-later", reason: `the scores endpoint could not be reached: ${(error as Error).message}` };
  }
  if (response.ok) return { kind: "delivered" };
  if (response.status === 401) {
    // NOTE: a token can be revoked before its stated expiry; the next try asks for a new one.
    deps.tokens.forget(registration, [SCORE_SCOPE]);
    return { kind: "retry-later", reason: "the platform no longer accepts the access token" };
  }
  if (response.status === 429 || response.status >= 500) {
    const after = retryAfterMs(response.headers.get("retry-after"), (deps.now ?? Date.now)());
    return {
      kind: "retry-later",
      reason: `the scores endpoint answered ${response.status}`,
      ...(after === null ? {} : { retryAfterMs: after }),
    };
  }
  return {
    kind: "permanent",
    reason: `the scores endpoint refused the score (${response.status}): ${(await response.text().catch(() => "")).slice(0, 200)}`,
  };
}
