/**
 * The grading endpoint's logic, kept out of app/ so it is tested like any function:
 * slug and Request in, Response out, its dependencies passed in. Bad input gets
 * 400/413/404 with a JSON message naming the problem; nothing a client sends can
 * produce a 5xx. Shaped like handleMatchPost.
 */
import { isLessonSlug } from "@/lib/content/ids";
import { unlessServerFault } from "@/lib/exercises/unless-server-fault";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { issueScoreToken, type TokenDeps } from "@/lib/score-token/issue";
import { CheckpointAnswers, checkAnswers, MAX_BODY_BYTES } from "./answers";
import { type CheckpointGrade, gradeCheckpoint } from "./grade";
import type { LoadedCheckpoint } from "./load";

export type GradeResponse = CheckpointGrade & { token: string };

export type CheckpointPostDeps = {
  load: (slug: string) => Promise<LoadedCheckpoint | null>;
  tokens: () => TokenDeps;
};

/**
 * Grades one POSTed answer sheet for lesson `slug` and signs the score; a fault on
 * the server's side (e.g. a broken checkpoint.yaml in `next dev`) answers 503.
 */
export function handleCheckpointPost(slug: string, request: Request, deps: CheckpointPostDeps): Promise<Response> {
  return unlessServerFault(
    "checkpoint",
    "Grading is unavailable right now; your answers are still on the page, try again shortly.",
    async () => {
      const loaded = isLessonSlug(slug) ? await deps.load(slug) : null;
      if (!loaded) return jsonError(404, `There is no checkpoint for a lesson called "${slug.slice(0, 80)}".`);
      const body = await readJsonBody(request, CheckpointAnswers, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const issues = checkAnswers(loaded.checkpoint, body.value.answers);
      if (issues.length > 0) return jsonError(400, "The answers do not fit this checkpoint.", issues);
      const grade = gradeCheckpoint(loaded.checkpoint, body.value.answers);
      const { score, max, passMark } = grade;
      const graded = { lesson: slug, activity: "checkpoint", score, max, passMark } as const;
      const issued = await issueScoreToken(graded, body.value, deps.tokens());
      if (!issued.ok) return issued.response;
      return Response.json({ ...grade, token: issued.token } satisfies GradeResponse, {
        headers: { "cache-control": "no-store" },
      });
    },
  );
}
