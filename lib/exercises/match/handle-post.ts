/**
 * The match grading endpoint's logic, kept out of app/ so it is tested like any
 * function: slug and Request in, Response out, its dependencies passed in. Shaped
 * like handleCheckpointPost, so the two exercises' endpoints read the same way.
 */
import { z } from "zod";
import { type RevealStatus, revealRefusal, revealStatus } from "@/lib/exercises/reveal-policy";
import { type GradebookNotice, type ScoreService, TokenRequestFields } from "@/lib/exercises/score-service";
import { noExercise } from "@/lib/http/api-errors";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { unknownCardIds, unknownPlaces } from "./completeness";
import { gradeMatch, type MatchGrade } from "./grade";
import type { MatchExercise } from "./schema";

/** Generous for 12 cards with long ids, a previous token and an LTI launch session; anything bigger is not a real attempt. */
export const MAX_MATCH_BODY_BYTES = 8192;

/** The body of POST /api/lessons/<slug>/match. */
export const MatchPostBody = z.strictObject({
  placements: z.record(z.string().max(80), z.string().max(80).nullable()),
  reveal: z.boolean().optional(),
  ...TokenRequestFields,
});

/**
 * A grade, with whether "Show answers" is allowed yet. A reveal is not an attempt: it
 * signs no token, so its answer has none and the browser keeps the one it has.
 */
export type MatchResponse = MatchGrade & {
  /** The signed score token of this check; absent on a reveal. */
  token?: string;
  reveal: RevealStatus;
  /** Under an LTI launch for this exercise: whether the check was saved and its grade queued. */
  gradebook?: GradebookNotice;
};

export type MatchPostDeps = {
  /** The lesson's exercise; null when there is no such lesson or it has no match.yaml. */
  load: (slug: string) => MatchExercise | null;
  /** Who is graded, the score token and the gradebook (lib/composition-root.ts gives the server's). */
  scores: () => ScoreService<"match">;
};

/**
 * Grades a student's placements for lesson `slug`: 404 for an unknown lesson or one
 * without a match exercise, 400/413 for a bad body, 400 naming any card ids or places
 * the exercise does not have, 503 for a fault on the server's side, else the grade with a
 * signed score token (pass mark 100: every card right). The answer key never leaves
 * the server except through this grade. `reveal: true` ("Show answers") needs the
 * learner's record to qualify under the lesson's reveal policy: the last token this
 * server signed for them, or for an LTI learner the store's count; otherwise 403.
 */
export function handleMatchPost(slug: string, request: Request, deps: MatchPostDeps): Promise<Response> {
  return unlessServerFault(
    "match",
    "Checking is unavailable right now; your placements are kept, try again shortly.",
    async () => {
      const exercise = deps.load(slug);
      if (!exercise) return noExercise("match exercise", slug);
      const body = await readJsonBody(request, MatchPostBody, MAX_MATCH_BODY_BYTES);
      if (!body.ok) return body.response;
      const unknown = unknownCardIds(
        exercise.cards.map((card) => card.id),
        body.value.placements,
      );
      if (unknown.length > 0) {
        return jsonError(400, `These cards are not part of the exercise: ${unknown.join(", ")}.`);
      }
      const categoryIds = exercise.categories.map((category) => category.id);
      const strange = unknownPlaces(categoryIds, body.value.placements);
      if (strange.length > 0) {
        return jsonError(
          400,
          `These places are not categories of the exercise: ${strange.join(", ")}. Use one of: ${categoryIds.join(", ")}, or null for the pool.`,
        );
      }
      const headers = { "cache-control": "no-store" };
      const who = await deps.scores().learner(body.value, { lesson: slug, activity: "match" });
      if (!who.ok) return who.response;
      if (body.value.reveal) {
        // One rule, as for a graded attempt (issue): the store's count for an LTI learner,
        // whatever previousToken says or lacks; the verified token chain otherwise.
        const previous = await who.learner.previous();
        if (!previous.ok) return previous.response;
        const reveal = revealStatus(exercise.reveal, previous.claims);
        if (!reveal.allowed) return jsonError(403, revealRefusal(reveal, "every card is right", "checked attempts"));
        const grade = gradeMatch(exercise, body.value.placements, { reveal: true });
        return Response.json({ ...grade, reveal } satisfies MatchResponse, { headers });
      }
      const grade = gradeMatch(exercise, body.value.placements);
      const { score, total: max, passMark } = grade;
      const graded = { lesson: slug, activity: "match", score, max, passMark } as const;
      const issued = await who.learner.issue(graded);
      if (!issued.ok) return issued.response;
      const gradebook = await who.learner.keep({
        graded,
        passed: grade.passed,
        answers: body.value.placements,
        verdicts: grade.cards,
      });
      const reveal = revealStatus(exercise.reveal, issued.record);
      const response: MatchResponse = { ...grade, token: issued.token, reveal, ...(gradebook ? { gradebook } : {}) };
      return Response.json(response, { headers });
    },
  );
}
