/**
 * Issuing a score token from a grading endpoint, shared by checkpoint and match so
 * both say the same things the same way. The attempt number is counted by the
 * server: the client may hand back the last token it got for the same exercise and
 * learner, and the new one says attempt + 1.
 */
import { z } from "zod";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { jsonError } from "@/lib/http/read-json-body";
import { gradedFileVersion } from "./content-version";
import { type Activity, LearnerAgent, MAX_ATTEMPT, type ScoreClaims } from "./payload";
import { signScoreToken, verifyScoreToken } from "./score-token";
import { type SigningKeys, signingKeys } from "./signing-keys";

/** Fields a grading request may add to its body. */
export const TokenRequestFields = {
  /** The learner the host named at the embed handshake; anonymous without it. */
  learner: LearnerAgent.optional(),
  /** The last score token this browser got for the same exercise, to count attempts. */
  previousToken: z.string().max(4096).optional(),
};
export type TokenRequest = { learner?: LearnerAgent; previousToken?: string };

export type TokenDeps = {
  keys: SigningKeys;
  isKnownLesson: (slug: string) => boolean;
  contentVersion: (slug: string, activity: Activity) => string;
  now?: () => number;
};

/** The server's own keys, lesson list and graded files. */
export function defaultTokenDeps(): TokenDeps {
  return {
    keys: signingKeys(),
    isKnownLesson: (slug) => listLessonSlugs().includes(slug),
    contentVersion: (slug, activity) => gradedFileVersion(slug, activity),
  };
}

export type Graded = { lesson: string; activity: Activity; score: number; max: number; passMark: number };
export type Issued = { ok: true; token: string; attempt: number } | { ok: false; response: Response };

/**
 * Signs `graded` for the learner in `request`. A previous token that is forged or
 * contradicts itself is refused with 400; one for another exercise or learner, or
 * one that has expired, simply starts the count again at 1.
 */
export async function issueScoreToken(graded: Graded, request: TokenRequest, deps: TokenDeps): Promise<Issued> {
  const nowMs = (deps.now ?? Date.now)();
  const learner = request.learner ?? "anonymous";
  let attempt = 1;
  if (request.previousToken !== undefined) {
    const previous = await verifyScoreToken(request.previousToken, deps.keys.verifying, {
      isKnownLesson: deps.isKnownLesson,
      nowSeconds: Math.floor(nowMs / 1000),
    });
    if (previous.ok) {
      if (sameExercise(previous.claims, graded, learner)) attempt = Math.min(previous.claims.attempt + 1, MAX_ATTEMPT);
    } else if (previous.reason !== "expired") {
      return { ok: false, response: jsonError(400, `previousToken is not a valid score token: ${previous.reason}.`) };
    }
  }
  const token = await signScoreToken(
    { ...graded, learner, attempt, contentVersion: deps.contentVersion(graded.lesson, graded.activity) },
    deps.keys.current,
    { nowMs, isKnownLesson: deps.isKnownLesson },
  );
  return { ok: true, token, attempt };
}

function sameExercise(claims: ScoreClaims, graded: Graded, learner: ScoreClaims["learner"]): boolean {
  return (
    claims.lesson === graded.lesson &&
    claims.activity === graded.activity &&
    JSON.stringify(claims.learner) === JSON.stringify(learner)
  );
}
