/**
 * The grading endpoint's logic, kept out of app/ so it is tested like any function:
 * slug and Request in, Response out, its dependencies passed in. Bad input gets
 * 400/413/404 with a JSON message naming the problem; nothing a client sends can
 * produce a 5xx. Shaped like handleMatchPost.
 */
import { unlessServerFault } from "@/lib/exercises/unless-server-fault";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { CheckpointAnswers, checkAnswers, MAX_BODY_BYTES } from "./answers";
import { type CheckpointGrade, gradeCheckpoint } from "./grade";
import type { LoadedCheckpoint } from "./load";
import { signScoreToken } from "./score-token";

export type GradeResponse = CheckpointGrade & { token: string };

export type CheckpointPostDeps = {
  load: (slug: string) => Promise<LoadedCheckpoint | null>;
  secret: string;
  now?: () => number;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Grades one POSTed answer sheet for lesson `slug` and signs the score; a fault on
 * the server's side (e.g. a broken checkpoint.yaml in `next dev`) answers 503.
 */
export function handleCheckpointPost(slug: string, request: Request, deps: CheckpointPostDeps): Promise<Response> {
  return unlessServerFault(
    "checkpoint",
    "Grading is unavailable right now; your answers are still on the page, try again shortly.",
    async () => {
      const loaded = SLUG.test(slug) ? await deps.load(slug) : null;
      if (!loaded) return jsonError(404, `There is no checkpoint for a lesson called "${slug.slice(0, 80)}".`);
      const body = await readJsonBody(request, CheckpointAnswers, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const issues = checkAnswers(loaded.checkpoint, body.value.answers);
      if (issues.length > 0) return jsonError(400, "The answers do not fit this checkpoint.", issues);
      const grade = gradeCheckpoint(loaded.checkpoint, body.value.answers);
      const at = (deps.now ?? Date.now)();
      const token = signScoreToken(
        { lesson: slug, score: grade.score, max: grade.max, passed: grade.passed, at },
        deps.secret,
      );
      return Response.json({ ...grade, token } satisfies GradeResponse, { headers: { "cache-control": "no-store" } });
    },
  );
}
