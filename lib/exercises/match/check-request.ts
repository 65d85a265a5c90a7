import { z } from "zod";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { defaultTokenDeps, issueScoreToken, type TokenDeps, TokenRequestFields } from "@/lib/score-token/issue";
import { unknownCardIds } from "./completeness";
import { gradeMatch } from "./grade";
import { loadMatchExercise } from "./load";
import { MATCH_STATUSES } from "./statuses";

/** Generous for 12 cards with long ids; anything bigger is not a real check. */
export const MAX_CHECK_BODY_BYTES = 4096;

/** The body of POST /api/lessons/<slug>/match. */
export const MatchCheckRequestSchema = z.strictObject({
  placements: z.record(z.string().max(80), z.enum(MATCH_STATUSES).nullable()),
  reveal: z.boolean().optional(),
  ...TokenRequestFields,
});

/**
 * Grades a student's placements for one lesson: 404 for an unknown lesson or one
 * without a match exercise, 400/413 for a bad body, 400 naming any card ids the
 * exercise does not have, else the grade as JSON. The answer key never leaves
 * the server except through this grade. The grade carries a signed score token
 * (pass mark 100: every card right).
 */
export async function handleMatchCheck(
  slug: string,
  request: Request,
  lessonsDir?: string,
  tokens: () => TokenDeps = defaultTokenDeps,
): Promise<Response> {
  const exercise = loadMatchExercise(slug, lessonsDir);
  if (!exercise) return jsonError(404, `There is no match exercise for the lesson "${slug}".`);
  const body = await readJsonBody(request, MatchCheckRequestSchema, MAX_CHECK_BODY_BYTES);
  if (!body.ok) return body.response;
  const unknown = unknownCardIds(
    exercise.cards.map((card) => card.id),
    body.value.placements,
  );
  if (unknown.length > 0) {
    return jsonError(400, `These cards are not part of the exercise: ${unknown.join(", ")}.`);
  }
  const grade = gradeMatch(exercise, body.value.placements, { reveal: body.value.reveal });
  const graded = { lesson: slug, activity: "match", score: grade.score, max: grade.total, passMark: 100 } as const;
  const issued = await issueScoreToken(graded, body.value, tokens());
  if (!issued.ok) return issued.response;
  return Response.json({ ...grade, token: issued.token }, { headers: { "cache-control": "no-store" } });
}
