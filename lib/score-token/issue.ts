/**
 * Issuing a score token from a grading endpoint, shared by every exercise kind so all
 * say the same things the same way. The attempt number is counted by the server: the
 * client may hand back the last token it got for the same exercise and learner (the
 * signed attempt record, which the browser cannot mint), and the new one says attempt + 1.
 */

import type { Activity } from "@/lib/exercise-kinds/registry";
import { passes } from "@/lib/exercises/pass-rule";
import type { AttemptRecord } from "@/lib/exercises/reveal-policy";
import type { Exercise, Graded, Issued, LearnerAgent } from "@/lib/exercises/score-service";
import { jsonError } from "@/lib/http/read-json-body";
import { MAX_ATTEMPT, type ScoreClaims } from "./payload";
import { signScoreToken, verifyScoreToken } from "./score-token";
import type { SigningKeys } from "./signing-keys";

export type TokenRequest = { learner?: LearnerAgent; previousToken?: string };

/** The keys, lesson list and graded files tokens are signed against (lib/composition-root.ts gives the server's). */
export type TokenDeps = {
  keys: SigningKeys;
  isKnownLesson: (slug: string) => boolean;
  contentVersion: (slug: string, activity: Activity) => string;
  now?: () => number;
};

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
  exercise: Exercise<Activity>,
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

/**
 * Signs `graded` for the learner in `request`. A previous token that is forged or
 * contradicts itself is refused with 400; one for another exercise or learner, or
 * one that has expired, simply starts the count again at 1. `counted`, when given, is
 * the results store's record of the learner's earlier attempts (an LTI learner, see
 * lib/lti/graded-attempt.ts): it replaces previousToken as the evidence.
 */
export async function issueScoreToken(
  graded: Graded<Activity>,
  request: TokenRequest,
  deps: TokenDeps,
  counted?: AttemptRecord | null,
): Promise<Issued> {
  const nowMs = (deps.now ?? Date.now)();
  const previous =
    counted === undefined ? await readPreviousAttempt(request, graded, deps) : { ok: true as const, claims: counted };
  if (!previous.ok) return previous;
  const attempt = previous.claims ? Math.min(previous.claims.attempt + 1, MAX_ATTEMPT) : 1;
  const token = await signScoreToken(
    {
      ...graded,
      learner: request.learner ?? "anonymous",
      attempt,
      contentVersion: deps.contentVersion(graded.lesson, graded.activity),
    },
    deps.keys.current,
    { nowMs, isKnownLesson: deps.isKnownLesson },
  );
  const passed = passes(graded) || (previous.claims?.passed ?? false);
  return { ok: true, token, attempt, record: { attempt, passed } };
}
