/**
 * The signed attempt record: the last score token this server issued for one
 * exercise and learner, handed back by the browser. It is the only evidence of past
 * attempts the server accepts, because the browser cannot mint one.
 */
import { jsonError } from "@/lib/http/read-json-body";
import type { TokenDeps, TokenRequest } from "./issue";
import type { Activity, ScoreClaims } from "./payload";
import { verifyScoreToken } from "./score-token";

export type Exercise = { lesson: string; activity: Activity };
export type PreviousAttempt = { ok: true; claims: ScoreClaims | null } | { ok: false; response: Response };

/**
 * Verifies `request.previousToken`. A forged or self-contradicting token is refused
 * with 400; none at all, an expired one, or one for another exercise, learner or
 * version of the graded file gives `claims: null` (no record), so a stale token starts
 * the count again rather than failing. NOTE: the version matters because a pass (or an
 * attempt count) earned on yesterday's questions must not reveal today's key.
 */
export async function readPreviousAttempt(
  request: TokenRequest,
  exercise: Exercise,
  deps: TokenDeps,
): Promise<PreviousAttempt> {
  if (request.previousToken === undefined) return { ok: true, claims: null };
  const nowMs = (deps.now ?? Date.now)();
  const previous = await verifyScoreToken(request.previousToken, deps.keys.verifying, {
    isKnownLesson: deps.isKnownLesson,
    nowSeconds: Math.floor(nowMs / 1000),
  });
  if (!previous.ok) {
    if (previous.reason === "expired") return { ok: true, claims: null };
    return { ok: false, response: jsonError(400, `previousToken is not a valid score token: ${previous.reason}.`) };
  }
  const learner = request.learner ?? "anonymous";
  const same =
    previous.claims.lesson === exercise.lesson &&
    previous.claims.activity === exercise.activity &&
    previous.claims.contentVersion === deps.contentVersion(exercise.lesson, exercise.activity) &&
    JSON.stringify(previous.claims.learner) === JSON.stringify(learner);
  return { ok: true, claims: same ? previous.claims : null };
}
