/**
 * POST /api/lessons/<slug>/practice: draws an item, or judges an answer to one
 * (docs/practice.md). Slug and Request in, Response out, dependencies passed in. The
 * server holds no state between the two: the ticket brings the item back, and mastery is
 * the browser's record of these verdicts. An answer sent under a launch or class session
 * is also kept in the learner's course for the dashboard; practice never reaches a
 * gradebook. Bad input is a 4xx naming the problem.
 */
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import type { StepId } from "@/lib/envelope/steps";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import type { Graded } from "@/lib/exercises/exercise-kind";
import { type ScoreService, TokenRequestFields } from "@/lib/exercises/score-service";
import { noExercise } from "@/lib/http/api-errors";
import { overBudget } from "@/lib/http/rate-limit";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { CONCEPT_IDS } from "./concept-ids";
import type { LoadedPractice } from "./load";
import { type PublicPracticeItem, toPublicItem } from "./public-item";
import { newTicket, practiceItem, practiceSeed, sandboxLink, TICKET_PATTERN } from "./serve";

/** Room for a launch session (16 KiB at most) and the other grading fields beside the answer. */
const MAX_BODY_BYTES = 24 * 1024;
const Concept = z.enum(CONCEPT_IDS);
const Ticket = z.string().regex(TICKET_PATTERN, "is not a ticket this server handed out");

// The fields every grading request may carry (the host's learner, a launch or class
// session); practice reads only the session, to keep the answer for the learner's course.
const PracticeAnswer = z.strictObject({
  op: z.literal("answer"),
  concept: Concept,
  ticket: Ticket,
  answer: z.string().min(1).max(100),
  ...TokenRequestFields,
});

export const PracticeRequest = z.discriminatedUnion("op", [
  z.strictObject({ op: z.literal("draw"), concept: Concept, ...TokenRequestFields }),
  PracticeAnswer,
]);

/** An answer as the server judges and would keep it: the ticket replaced by the seed it stands for. */
export const SeededAnswer = z.strictObject({
  concept: Concept,
  seed: z.number().int().min(0).max(0xffffffff),
  answer: z.string().min(1).max(100),
});
export type SeededAnswer = z.output<typeof SeededAnswer>;

export type DrawResponse = { ticket: string; item: PublicPracticeItem };
/** The verdict, with the key and the step that decided the call, for the feedback. */
export type PracticeVerdict = { right: boolean; key: string; keyText: string; step: StepId };
/** `kept`, when the answer came with a session: whether the learner's course now holds it. */
export type AnswerResponse = PracticeVerdict & { sandbox: string | null; kept?: boolean };

export type PracticeDeps = {
  load: (slug: string) => LoadedPractice | null;
  /** The key item seeds are made with (GradingServices.itemKey). */
  key: () => Uint8Array;
  executor: () => SqlExecutor;
  /** Whom a session names, to keep the answer in their course (GradingServices.scores). */
  scores: () => ScoreService<"practice">;
  /** Takes `items` generated items from this client's budget: 0 to go on, else seconds to wait (GradingServices.itemBudget). */
  itemBudget: (items: number) => number;
  /** A fresh ticket; random unless a test passes another. */
  ticket?: () => string;
};

/** The item `seed` makes, judged; undefined when `answer` is none of its choices. */
export async function judgePractice(
  { templates }: LoadedPractice,
  { concept, seed, answer }: SeededAnswer,
  executor: SqlExecutor,
) {
  const item = await practiceItem(seed, templates, concept, executor);
  if (!item?.choices.some((choice) => choice.id === answer)) return undefined;
  const keyText = item.choices.find((choice) => choice.id === item.key)?.text ?? item.key;
  const verdict: PracticeVerdict = { right: answer === item.key, key: item.key, keyText, step: item.step };
  return { verdict, sandbox: sandboxLink(item.scenario) };
}

/** A verdict as the exercise-kind contract reads a grade: one point, passed when right. */
export const asGraded = (verdict: PracticeVerdict): Graded<PracticeVerdict> => ({
  score: verdict.right ? 1 : 0,
  max: 1,
  passed: verdict.right,
  verdicts: verdict,
});

export function handlePracticePost(slug: string, request: Request, deps: PracticeDeps): Promise<Response> {
  return unlessServerFault("practice", "Practice is unavailable right now; try again shortly.", async () => {
    const loaded = isLessonSlug(slug) ? deps.load(slug) : null;
    if (!loaded) return noExercise("practice", slug);
    const body = await readJsonBody(request, PracticeRequest, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const { concept } = body.value;
    if (!loaded.templates.some((template) => template.concept === concept)) {
      const own = [...new Set(loaded.templates.map((template) => template.concept))].join(", ");
      return jsonError(400, `This lesson practises ${own}, not ${concept}.`);
    }
    const noStore = { headers: { "cache-control": "no-store" } };
    // A session is checked first, so an expired one is told as the graded kinds tell it; the
    // item is then the session's learner's own (practiceSeed), for the draw and the answer alike.
    const { ltiSession } = body.value;
    const who =
      ltiSession === undefined
        ? null
        : await deps.scores().learner({ ltiSession }, { lesson: slug, activity: "practice" });
    if (who && !who.ok) return who.response;
    const learner = who?.learner.launchLearner;
    // A draw makes its item and an answer makes it again: one item from the budget either way.
    const wait = deps.itemBudget(1);
    if (wait > 0) return overBudget(wait);
    if (body.value.op === "draw") {
      const ticket = (deps.ticket ?? newTicket)();
      const item = await practiceItem(
        practiceSeed(deps.key(), slug, concept, ticket, learner),
        loaded.templates,
        concept,
        deps.executor(),
      );
      if (!item) return noExercise("practice", slug);
      const response: DrawResponse = { ticket, item: toPublicItem(item) };
      return Response.json(response, noStore);
    }
    const { ticket, answer } = body.value;
    const seed = practiceSeed(deps.key(), slug, concept, ticket, learner);
    const judged = await judgePractice(loaded, { concept, seed, answer }, deps.executor());
    if (!judged) return jsonError(400, "That answer is not one of this item's choices; draw the item again.");
    const kept = who && (await who.learner.keepPractice({ concept, ticket, seed, right: judged.verdict.right }));
    const response: AnswerResponse = {
      ...judged.verdict,
      sandbox: judged.sandbox,
      ...(who && { kept: kept === true }),
    };
    return Response.json(response, noStore);
  });
}
