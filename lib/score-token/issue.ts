/**
 * Issuing a score token from a grading endpoint, shared by checkpoint and match so
 * both say the same things the same way. The attempt number is counted by the
 * server: the client may hand back the last token it got for the same exercise and
 * learner, and the new one says attempt + 1.
 */
import { z } from "zod";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import type { AttemptRecord } from "@/lib/exercises/reveal-policy";
import type { LtiGrading } from "@/lib/lti/grading-learner";
import { processLtiGrading } from "@/lib/lti/process-lti";
import { readPreviousAttempt } from "./attempt-record";
import { gradedFileVersion } from "./graded-file-version";
import { type Activity, LearnerAgent, MAX_ATTEMPT, percentOf } from "./payload";
import { signScoreToken } from "./score-token";
import { type SigningKeys, signingKeys } from "./signing-keys";

/** Fields a grading request may add to its body. */
export const TokenRequestFields = {
  /** The learner the host named at the embed handshake; anonymous without it. */
  learner: LearnerAgent.optional(),
  /** The last score token this browser got for the same exercise, to count attempts. */
  previousToken: z.string().max(4096).optional(),
  /** The signed LTI launch session from the page's #lti_session; when valid, its learner replaces `learner` (lib/lti/grading-learner.ts). */
  ltiSession: z.string().max(16_384).optional(),
};
export type TokenRequest = { learner?: LearnerAgent; previousToken?: string };

export type TokenDeps = {
  keys: SigningKeys;
  isKnownLesson: (slug: string) => boolean;
  contentVersion: (slug: string, activity: Activity) => string;
  /** Launch sessions and score passback; without it a request carrying ltiSession is refused. */
  lti?: LtiGrading;
  now?: () => number;
};

/** The server's own keys, lesson list and graded files. */
export function defaultTokenDeps(): TokenDeps {
  return {
    keys: signingKeys(),
    isKnownLesson: (slug) => listLessonSlugs().includes(slug),
    contentVersion: (slug, activity) => gradedFileVersion(slug, activity),
    lti: processLtiGrading(),
  };
}

export type Graded = { lesson: string; activity: Activity; score: number; max: number; passMark: number };
/** `record` is what the new token proves, with a pass on the previous attempt carried over (the reveal policy reads it). */
export type Issued =
  | { ok: true; token: string; attempt: number; record: AttemptRecord }
  | { ok: false; response: Response };

/**
 * Signs `graded` for the learner in `request`. A previous token that is forged or
 * contradicts itself is refused with 400; one for another exercise or learner, or
 * one that has expired, simply starts the count again at 1. `counted`, when given, is
 * the results store's record of the learner's earlier attempts (an LTI learner, see
 * lib/lti/graded-attempt.ts): it replaces previousToken as the evidence.
 */
export async function issueScoreToken(
  graded: Graded,
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
  const passed = percentOf(graded.score, graded.max) >= graded.passMark || (previous.claims?.passed ?? false);
  return { ok: true, token, attempt, record: { attempt, passed } };
}
