/**
 * The grading endpoint's logic, kept out of app/ so it is tested like any function:
 * slug and Request in, Response out, its dependencies passed in. Bad input gets
 * 400/413/404 with a JSON message naming the problem; nothing a client sends can
 * produce a 5xx. Shaped like handleMatchPost.
 */
import { isLessonSlug } from "@/lib/content/ids";
import { type RevealStatus, revealRefusal, revealStatus } from "@/lib/exercises/reveal-policy";
import type { GradebookNotice, ScoreService } from "@/lib/exercises/score-service";
import { type Arrange, type OrderContext, servedArrange } from "@/lib/exercises/served-order";
import { noExercise } from "@/lib/http/api-errors";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { CheckpointAnswers, checkAnswers, MAX_BODY_BYTES } from "./answers";
import { type CheckpointGrade, gradeCheckpoint } from "./grade";
import type { LoadedCheckpoint } from "./load";
import { type ServedOrder, servedOrder } from "./public-view";
import { withholdKey } from "./withhold-key";

/**
 * A graded attempt. `revealed` says whether the key and every explanation are in
 * `questions` (the reveal policy allowed it) or held back (withhold-key.ts);
 * `nextOrder` is the order of options and steps for "Try again".
 */
export type GradeResponse = CheckpointGrade & {
  token: string;
  attempt: number;
  revealed: boolean;
  reveal: RevealStatus;
  nextOrder: ServedOrder;
  /** Under an LTI launch for this checkpoint: whether the attempt was saved and its grade queued. */
  gradebook?: GradebookNotice;
};

export type CheckpointPostDeps = {
  load: (slug: string) => Promise<LoadedCheckpoint | null>;
  /** Who is graded, the score token and the gradebook (lib/composition-root.ts gives the server's). */
  scores: () => ScoreService<"checkpoint">;
  /** The served order of an attempt; the server's secret one unless a test passes another. */
  order?: (context: OrderContext) => Arrange;
};

/**
 * Grades one POSTed answer sheet for lesson `slug`, signs the score and shows the key
 * only as the lesson's reveal policy allows (docs/checkpoint.md); `reveal: true` on a
 * grade the policy does not open is refused with 403, as the match's is; a fault on
 * the server's side (e.g. a broken checkpoint.yaml in `next dev`) answers 503.
 */
export function handleCheckpointPost(slug: string, request: Request, deps: CheckpointPostDeps): Promise<Response> {
  return unlessServerFault(
    "checkpoint",
    "Grading is unavailable right now; your answers are still on the page, try again shortly.",
    async () => {
      const loaded = isLessonSlug(slug) ? await deps.load(slug) : null;
      if (!loaded) return noExercise("checkpoint", slug);
      const body = await readJsonBody(request, CheckpointAnswers, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const issues = checkAnswers(loaded.checkpoint, body.value.answers);
      if (issues.length > 0) return jsonError(400, "The answers do not fit this checkpoint.", issues);
      const who = await deps.scores().learner(body.value, { lesson: slug, activity: "checkpoint" });
      if (!who.ok) return who.response;
      const grade = gradeCheckpoint(loaded.checkpoint, body.value.answers);
      const { score, max, passMark } = grade;
      const graded = { lesson: slug, activity: "checkpoint", score, max, passMark } as const;
      const issued = await who.learner.issue(graded);
      if (!issued.ok) return issued.response;
      // The record just signed decides the reveal: this attempt's number, and a pass now or on the previous one.
      const reveal = revealStatus(loaded.checkpoint.reveal, issued.record);
      // The token just signed is dropped with the refusal, so a refused reveal is no attempt.
      if (body.value.reveal && !reveal.allowed)
        return jsonError(403, revealRefusal(reveal, "you pass", "graded attempts"));
      const { answers } = body.value;
      const gradebook = await who.learner.keep({ graded, passed: grade.passed, answers, verdicts: grade.questions });
      const next = (deps.order ?? servedArrange)({ lesson: slug, activity: "checkpoint", attempt: issued.attempt + 1 });
      const response: GradeResponse = {
        ...(reveal.allowed ? grade : withholdKey(grade, loaded.checkpoint)),
        token: issued.token,
        attempt: issued.attempt,
        revealed: reveal.allowed,
        reveal,
        nextOrder: servedOrder(loaded.checkpoint, next),
        ...(gradebook ? { gradebook } : {}),
      };
      return Response.json(response, { headers: { "cache-control": "no-store" } });
    },
  );
}
