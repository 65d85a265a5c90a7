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
import { overBudget } from "@/lib/http/rate-limit";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { CheckpointRequest, checkAnswers, MAX_BODY_BYTES } from "./answers";
import {
  type DrawnQuestions,
  drawExpiry,
  newDrawTicket,
  type QuestionDrawer,
  sealedOver,
  sealedTicket,
  spentDrawNonce,
} from "./draws";
import { type CheckpointGrade, gradeCheckpoint } from "./grade";
import type { LoadedCheckpoint } from "./load";
import { type PublicQuestion, type ServedOrder, servedOrder, toPublicCheckpoint } from "./public-view";
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

/** What `{ "op": "draw" }` answers: the ticket to grade with, and the questions as the browser may see them. */
export type DrawResponse = { ticket: string; questions: PublicQuestion[] };

export type CheckpointPostDeps = {
  load: (slug: string) => Promise<LoadedCheckpoint | null>;
  /** The questions an attempt's ticket draws, for a checkpoint that draws them. */
  drawer: QuestionDrawer;
  /** Records a once-only value until `expiresAt` on every replica: true the first time only (GradingServices.spendOnce). */
  spendOnce: (value: string, expiresAt: Date) => Promise<boolean>;
  /** Takes `items` drawn questions from this client's budget: 0 to go on, else seconds to wait (GradingServices.itemBudget). */
  itemBudget: (items: number) => number;
  now?: () => number;
  /** A new draw's ticket before its seal (newDrawTicket); random unless a test passes another. */
  ticket?: (nowMs: number) => string;
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
      const body = await readJsonBody(request, CheckpointRequest, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const nowMs = (deps.now ?? Date.now)();
      if (body.value.op === "draw") return drawAttempt(slug, loaded, nowMs, deps);
      const sheet = body.value;
      const drawn = await drawnFor(slug, loaded, sheet.ticket, nowMs, deps);
      if (!drawn.ok) return drawn.response;
      const checkpoint = drawn.questions
        ? { ...loaded.checkpoint, questions: [...loaded.checkpoint.questions, ...drawn.questions.questions] }
        : loaded.checkpoint;
      const issues = checkAnswers(checkpoint, sheet.answers);
      if (issues.length > 0) return jsonError(400, "The answers do not fit this checkpoint.", issues);
      const who = await deps.scores().learner(sheet, { lesson: slug, activity: "checkpoint" });
      if (!who.ok) return who.response;
      const drawnIds = new Set(drawn.questions?.questions.map((question) => question.id));
      const grade = gradeCheckpoint(checkpoint, sheet.answers, drawnIds);
      const { score, max, passMark } = grade;
      const seed = drawn.questions?.seed;
      const graded = {
        lesson: slug,
        activity: "checkpoint",
        score,
        max,
        passMark,
        ...(seed !== undefined && grade.drawn && { drawn: { seed, score: grade.drawn.score, max: grade.drawn.max } }),
      } as const;
      const issued = await who.learner.issue(graded);
      if (!issued.ok) return issued.response;
      // Spent before anything of the grade is told (a refused reveal included), and after the
      // token is made, so a token that could not be signed leaves the draw to try again.
      if (drawn.questions && !(await deps.spendOnce(spentDrawNonce(slug, sheet.ticket ?? ""), drawn.expires)))
        return jsonError(409, "These drawn questions were graded already; draw new ones.");
      // The record just signed decides the reveal: this attempt's number, and a pass now or on the previous one.
      const reveal = revealStatus(loaded.checkpoint.reveal, issued.record);
      // The token just signed is dropped with the refusal, so a refused reveal is no attempt.
      if (sheet.reveal && !reveal.allowed) return jsonError(403, revealRefusal(reveal, "you pass", "graded attempts"));
      const { answers } = sheet;
      const gradebook = await who.learner.keep({ graded, passed: grade.passed, answers, verdicts: grade.questions });
      const next = (deps.order ?? servedArrange)({ lesson: slug, activity: "checkpoint", attempt: issued.attempt + 1 });
      const response: GradeResponse = {
        ...(reveal.allowed ? grade : withholdKey(grade, checkpoint)),
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

/** A new ticket and the questions it draws; 404 for a checkpoint that draws none. */
async function drawAttempt(slug: string, loaded: LoadedCheckpoint, nowMs: number, deps: CheckpointPostDeps) {
  const { drawer } = deps;
  const count = drawer.count(slug);
  if (count === 0) return jsonError(404, "This checkpoint draws no questions; answer the ones on the page.");
  const wait = deps.itemBudget(count);
  if (wait > 0) return overBudget(wait);
  const seeded = (deps.ticket ?? newDrawTicket)(nowMs);
  const questions = shownQuestions(slug, loaded, await drawer.draw(slug, seeded));
  const response: DrawResponse = { ticket: sealedTicket(seeded, questions), questions };
  return Response.json(response, { headers: { "cache-control": "no-store" } });
}

/** Drawn questions as the browser sees them: in the order drawn (the draw is random already), each with the call it is about. */
function shownQuestions(slug: string, loaded: LoadedCheckpoint, drawn: DrawnQuestions): PublicQuestion[] {
  const attempt = { ...loaded.checkpoint, questions: drawn.questions };
  const shown = toPublicCheckpoint(slug, attempt, loaded.sections, (items) => [...items]);
  return shown.questions.map((question, at) => ({ ...question, call: drawn.calls[at] }));
}

type Refused = { ok: false; response: Response };
const refuse = (status: number, message: string): Refused => ({ ok: false, response: jsonError(status, message) });

/**
 * The drawn questions a sheet is graded with: none for a checkpoint that draws none (a
 * ticket sent there is refused), else those of its ticket while the ticket is alive.
 */
async function drawnFor(
  slug: string,
  loaded: LoadedCheckpoint,
  ticket: string | undefined,
  nowMs: number,
  { drawer, itemBudget }: CheckpointPostDeps,
): Promise<{ ok: true; questions: null } | { ok: true; questions: DrawnQuestions; expires: Date } | Refused> {
  const count = drawer.count(slug);
  if (count === 0)
    return ticket === undefined
      ? { ok: true, questions: null }
      : refuse(400, "This checkpoint draws no questions; send no ticket.");
  if (ticket === undefined)
    return refuse(
      400,
      `This checkpoint adds ${count} drawn questions to each attempt: draw them first ({"op":"draw"}) and send their ticket.`,
    );
  const expires = drawExpiry(ticket, nowMs);
  if (expires === undefined || expires <= nowMs)
    return refuse(409, "These drawn questions can no longer be graded (a draw lasts a day); draw new ones.");
  // Grading draws the questions again, so it costs the client's budget as the draw did.
  const wait = itemBudget(count);
  if (wait > 0) return { ok: false, response: overBudget(wait) };
  const drawn = await drawer.draw(slug, ticket);
  // Another version of the generator (or of the lesson's sections) draws other questions from
  // the same seed: the sheet answers the ones its page showed, so it is not graded against these.
  if (!sealedOver(ticket, shownQuestions(slug, loaded, drawn)))
    return refuse(
      409,
      "These drawn questions are not the ones this server would grade now (the app was updated since they were drawn); draw new ones.",
    );
  return { ok: true, questions: drawn, expires: new Date(expires) };
}
