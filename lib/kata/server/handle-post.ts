/**
 * The kata grading endpoint's logic: slug and Request in, Response out, its dependencies
 * passed in (shaped like handleCheckpointPost). The verdict comes from the grading pool,
 * never from this thread. Bad input gets 400/404/413 naming the problem, a client past its
 * share of the pool 429 and a full pool 503, each with Retry-After; whatever the submitted
 * code does, the answer is a verdict.
 */
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import {
  type GradebookNotice,
  type GradedLearner,
  type ScoreService,
  TokenRequestFields,
} from "@/lib/exercises/score-service";
import { noExercise } from "@/lib/http/api-errors";
import { clientAddress } from "@/lib/http/client-address";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { MAX_SOURCE_LENGTH } from "@/lib/kata/strip-types";
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
  /** Grades `source` with `client`'s fair share of the pool (gradingClient). */
  grade: (source: string, client: string) => Promise<PoolAnswer>;
  /** Who is graded, the score token and the gradebook (lib/composition-root.ts gives the server's). */
  scores: () => ScoreService<"kata">;
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
      // The learner is settled before the pool runs the code: a refused session costs no grading.
      const who = await deps.scores().learner(body.value, { lesson: slug, activity: "kata" });
      if (!who.ok) return who.response;
      const answer = await deps.grade(body.value.source, gradingClient(who.learner, request));
      if (answer.kind === "busy") return busy(answer.retryAfterSeconds);
      if (answer.kind === "too-many") return tooMany(answer.retryAfterSeconds);
      const { verdict } = answer;
      if (verdict.kind === "refused" && verdict.refusal.code === "too-long") return sourceTooLong();
      const { score, max, passMark, passed, counts } = kataScore(verdict);
      const response: KataResponse = { verdict, score, max, passed };
      if (counts) {
        const graded = { lesson: slug, activity: "kata", score, max, passMark } as const;
        const issued = await who.learner.issue(graded);
        if (!issued.ok) return issued.response;
        const gradebook = await who.learner.keep({
          graded,
          passed,
          answers: { source: body.value.source },
          verdicts: verdict,
        });
        response.token = issued.token;
        response.attempt = issued.attempt;
        if (gradebook) response.gradebook = gradebook;
      }
      return Response.json(response, { headers: { "cache-control": "no-store" } });
    },
  );
}

/**
 * Whom the pool counts a submission against: the learner of a verified launch session (a
 * classroom behind one address is many learners), else the address the request came from.
 */
export function gradingClient({ launchLearner }: GradedLearner, request: Request): string {
  if (launchLearner) return `learner ${launchLearner.issuer} ${launchLearner.sub}`;
  return `address ${clientAddress(request.headers)}`;
}

function sourceTooLong(): Response {
  return jsonError(413, `The code is longer than ${MAX_SOURCE_LENGTH} characters; a tools layer fits in far less.`);
}

function busy(retryAfterSeconds: number): Response {
  return retryLater(
    503,
    `Every grader is busy right now; your code is still in the editor. Try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
}

function tooMany(retryAfterSeconds: number): Response {
  return retryLater(
    429,
    `Your earlier submissions are still being graded; your code is still in the editor. Try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
}

function retryLater(status: number, message: string, retryAfterSeconds: number): Response {
  const response = jsonError(status, message);
  response.headers.set("retry-after", String(retryAfterSeconds));
  return response;
}
