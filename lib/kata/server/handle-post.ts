/**
 * The kata grading endpoint's logic: slug and Request in, Response out, its dependencies
 * passed in (shaped like handleCheckpointPost). The verdict comes from the grading pool,
 * never from this thread. Bad input gets 400/404/413 naming the problem, a full pool 503
 * with Retry-After; whatever the submitted code does, the answer is a verdict.
 */
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import { unlessServerFault } from "@/lib/exercises/unless-server-fault";
import { noExercise } from "@/lib/http/api-errors";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { MAX_SOURCE_LENGTH } from "@/lib/kata/strip-types";
import { countedAttempts, type GradebookNotice, keepAttempt } from "@/lib/lti/graded-attempt";
import { gradingLearner } from "@/lib/lti/grading-learner";
import { issueScoreToken, type TokenDeps, TokenRequestFields } from "@/lib/score-token/issue";
import type { Verdict } from "../verdict";
import type { PoolAnswer } from "./grading-pool";
import { kataScore } from "./kata-score";

export const KataSubmission = z.strictObject({ source: z.string(), ...TokenRequestFields });

// JSON may spell one character of source as six bytes (\u0001); room for the learner, token and launch session on top.
const MAX_BODY_BYTES = 6 * MAX_SOURCE_LENGTH + 32_768;

/** A graded submission; `token` and `attempt` only when it counts as an attempt (kata-score.ts). */
export type KataResponse = {
  verdict: Verdict;
  score: number;
  max: number;
  passed: boolean;
  token?: string;
  attempt?: number;
  /** Under an LTI launch for this kata: whether the attempt was saved and its grade queued. */
  gradebook?: GradebookNotice;
};

export type KataPostDeps = {
  /** Whether lesson `slug` has a kata (the slug is already known to be one). */
  hasKata: (slug: string) => boolean;
  grade: (source: string) => Promise<PoolAnswer>;
  tokens: () => TokenDeps;
};

/** Grades one POSTed submission for lesson `slug` and signs the score (docs/kata.md). */
export function handleKataPost(slug: string, request: Request, deps: KataPostDeps): Promise<Response> {
  return unlessServerFault(
    "kata",
    "Grading is unavailable right now; your code is still in the editor, try again shortly.",
    async () => {
      if (!isLessonSlug(slug) || !deps.hasKata(slug)) return noExercise("kata", slug);
      const body = await readJsonBody(request, KataSubmission, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      if (body.value.source.length > MAX_SOURCE_LENGTH) return sourceTooLong();
      const tokens = deps.tokens();
      // The learner is settled before the pool runs the code: a refused session costs no grading.
      const who = await gradingLearner(body.value, { lesson: slug, activity: "kata" }, tokens.lti);
      if (!who.ok) return who.response;
      const answer = await deps.grade(body.value.source);
      if (answer.kind === "busy") return busy(answer.retryAfterSeconds);
      const { verdict } = answer;
      if (verdict.kind === "refused" && verdict.refusal.code === "too-long") return sourceTooLong();
      const { score, max, passMark, passed, counts } = kataScore(verdict);
      const response: KataResponse = { verdict, score, max, passed };
      if (counts) {
        const graded = { lesson: slug, activity: "kata", score, max, passMark } as const;
        const contentVersion = tokens.contentVersion(slug, "kata");
        const counted = await countedAttempts(who.session, "kata", contentVersion, tokens.lti);
        const issued = await issueScoreToken(graded, who.request, tokens, counted);
        if (!issued.ok) return issued.response;
        const gradebook =
          who.unverified ??
          (await keepAttempt(
            who.session,
            { graded, passed, answers: { source: body.value.source }, verdicts: verdict, contentVersion },
            tokens.lti,
          ));
        response.token = issued.token;
        response.attempt = issued.attempt;
        if (gradebook) response.gradebook = gradebook;
      }
      return Response.json(response, { headers: { "cache-control": "no-store" } });
    },
  );
}

function sourceTooLong(): Response {
  return jsonError(413, `The code is longer than ${MAX_SOURCE_LENGTH} characters; a tools layer fits in far less.`);
}

function busy(retryAfterSeconds: number): Response {
  const response = jsonError(
    503,
    `Every grader is busy right now; your code is still in the editor. Try again in ${retryAfterSeconds} seconds.`,
  );
  response.headers.set("retry-after", String(retryAfterSeconds));
  return response;
}
