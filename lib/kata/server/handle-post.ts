/**
 * The kata grading endpoint's logic: slug and Request in, Response out, its dependencies
 * passed in (shaped like handleCheckpointPost). The verdict comes from the grading pool,
 * never from this thread. Bad input gets 400/404/413 naming the problem, a client past its
 * share of the pool 429 and a full pool 503, each with Retry-After; whatever the submitted
 * code does, the answer is a verdict.
 */
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import { type RevealPolicy, type RevealStatus, revealRefusal, revealStatus } from "@/lib/exercises/reveal-policy";
import {
  type GradebookNotice,
  type GradedLearner,
  type ScoreService,
  TokenRequestFields,
} from "@/lib/exercises/score-service";
import { noExercise } from "@/lib/http/api-errors";
import { clientAddress } from "@/lib/http/client-address";
import { jsonError, readJsonBody, retryLater } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { MAX_SOURCE_LENGTH } from "@/lib/kata/strip-types";
import type { AnyKataVerdict } from "../grader-rules";
import type { SubmissionKind } from "../submission-kinds";
import type { PoolAnswer } from "./grading-pool";
import { kataScore } from "./kata-score";

/**
 * A submission to grade (`source`), or, after a pass, a request for the reference
 * (`reveal: true`, with the passing score token as previousToken); one or the other.
 */
export const KataSubmission = z
  .strictObject({ source: z.string().optional(), reveal: z.literal(true).optional(), ...TokenRequestFields })
  .refine((body) => (body.source === undefined) !== (body.reveal === undefined), {
    path: ["source"],
    message: "send source to have it graded, or reveal: true (with previousToken) for the reference after a pass",
  });

/** The kata shows its reference only after a pass: the policy's default, no attempt count. */
const KATA_REVEAL: RevealPolicy = {};

// JSON may spell one character of source as six bytes (\u0001); room for the learner, token and launch session on top.
const MAX_BODY_BYTES = 6 * MAX_SOURCE_LENGTH + 32_768;

/** The answer to `reveal: true`: the reference solution, and why it may be shown. */
export type KataReveal = { reference: string; reveal: RevealStatus };

/** A graded submission; `token` and `attempt` only when it counts as an attempt (kata-score.ts). */
export type KataResponse = {
  verdict: AnyKataVerdict;
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
  grade: (source: string, client: string, grader: SubmissionKind) => Promise<PoolAnswer>;
  /** Which kata lesson `slug` has (kata.yaml's `grader`); the first kata's when left out. */
  grader?: (slug: string) => Promise<SubmissionKind>;
  /** Who is graded, the score token and the gradebook (lib/composition-root.ts gives the server's). */
  scores: () => ScoreService<"kata">;
  /** The reference solution of lesson `slug`'s kata (server-only; shown after a pass). */
  reference: (slug: string) => Promise<string>;
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
      const { source } = body.value;
      if (source !== undefined && source.length > MAX_SOURCE_LENGTH) return sourceTooLong();
      // The learner is settled before the pool runs the code: a refused session costs no grading.
      const who = await deps.scores().learner(body.value, { lesson: slug, activity: "kata" });
      if (!who.ok) return who.response;
      // No source: the schema says this is a reveal.
      if (source === undefined) return revealReference(slug, who.learner, deps);
      const grader = (await deps.grader?.(slug)) ?? "layer";
      const answer = await deps.grade(source, gradingClient(who.learner, request), grader);
      if (answer.kind === "busy") return busy(answer.retryAfterSeconds);
      if (answer.kind === "too-many") return tooMany(answer.retryAfterSeconds);
      const { verdict } = answer;
      if (verdict.kind === "refused" && verdict.refusal.code === "too-long") return sourceTooLong();
      const { score, max, passMark, passed, counts } = kataScore(verdict, grader);
      const response: KataResponse = { verdict, score, max, passed };
      if (counts) {
        const graded = { lesson: slug, activity: "kata", score, max, passMark } as const;
        const issued = await who.learner.issue(graded);
        if (!issued.ok) return issued.response;
        const gradebook = await who.learner.keep({
          graded,
          passed,
          answers: { source },
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
 * The reference, for a learner whose record (the verified token chain, or the store's for an
 * LTI learner) holds a pass on this kata's current version; 403 otherwise. The one reveal
 * rule every exercise follows (lib/exercises/reveal-policy.ts); a reveal is no attempt.
 */
async function revealReference(slug: string, learner: GradedLearner, deps: KataPostDeps): Promise<Response> {
  const previous = await learner.previous();
  if (!previous.ok) return previous.response;
  const reveal = revealStatus(KATA_REVEAL, previous.claims);
  if (!reveal.allowed)
    return jsonError(403, revealRefusal(reveal, "every rule passes on the server", "graded attempts"));
  const answer: KataReveal = { reference: await deps.reference(slug), reveal };
  return Response.json(answer, { headers: { "cache-control": "no-store" } });
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
