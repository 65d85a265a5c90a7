/**
 * The score service the grading endpoints are given (the port in
 * lib/exercises/score-service.ts): score tokens signed with `tokens`, and under an LTI
 * launch the learner, the attempt count and the gradebook from `lti`. Without `lti` a
 * request carrying ltiSession is refused.
 */
import type { Activity } from "@/lib/exercise-kinds/registry";
import type { ScoreService } from "@/lib/exercises/score-service";
import { issueScoreToken, readPreviousAttempt, type TokenDeps } from "@/lib/score-token/issue";
import { countedAttempts, keepAttempt, keepPracticeAnswer, type LtiGrading } from "./graded-attempt";
import { gradingLearner } from "./grading-learner";

export function scoreService(tokens: TokenDeps, lti?: LtiGrading): ScoreService<Activity> {
  return {
    async learner(body, exercise) {
      const who = await gradingLearner(body, exercise, lti);
      if (!who.ok) return who;
      const { session, request } = who;
      const contentVersion = () => tokens.contentVersion(exercise.lesson, exercise.activity);
      // An LTI learner's attempts are counted by the store (graded-attempt.ts), anyone else's by the token chain.
      const counted = () => countedAttempts(session, exercise.activity, contentVersion(), lti);
      const sub = session?.learner.sub;
      return {
        ok: true,
        learner: {
          ...(session && sub !== undefined ? { launchLearner: { issuer: session.platform.issuer, sub } } : {}),
          async previous() {
            const record = await counted();
            return record === undefined ? readPreviousAttempt(request, exercise, tokens) : { ok: true, claims: record };
          },
          issue: async (graded) => issueScoreToken(graded, request, tokens, await counted()),
          keepPractice: async (answer) =>
            who.unverified ? false : keepPracticeAnswer(session, exercise.lesson, answer, lti),
          keep: async (attempt) =>
            who.unverified ?? (await keepAttempt(session, { ...attempt, contentVersion: contentVersion() }, lti)),
        },
      };
    },
  };
}
