import * as z from "zod/mini";
import { RevealStatusSchema } from "../reveal-status";
import type { Answers } from "./attempts";
import type { DrawResponse, GradeResponse } from "./handle-post";
import type { ServedOrder } from "./public-view";

/*
 * The checkpoint's work, kept in this browser as the student answers, so that a reload,
 * a "Review" link and Back, or a closed tab loses nothing: the answers so far (the
 * draft), the order the options were served in, and the last result with its notes.
 * Only what the server already sent this student is kept: its graded response (key and
 * explanations only where the server revealed them) without the signed score token,
 * the student's own answers, and the version of checkpoint.yaml it was graded against. The token stays out: it names the learner (an embed's host may
 * set one), and a token from before a secret changed would be refused as a previous
 * attempt, so trusting it from storage could lock the student out. Parsed with zod/mini
 * where it comes back in from localStorage; the widget that imports this loads lazily.
 * NOTE: zod/mini ships no English messages; a refusal here only sets the value aside.
 */

/**
 * Bump when the saved shape changes; older values are set aside with a notice. Still 2:
 * version 2 held only a pass, and every field added since is optional, so a pass saved
 * before drafts existed loads as it is (and the key keeps its old name for that reason).
 */
export const SAVED_RESULT_VERSION = 2;

/** Told to the student when a saved result cannot be read; attempts and best score live elsewhere and stay. */
export const SAVED_RESULT_UNREADABLE =
  "Your saved checkpoint answers could not be read, so they were set aside. Your attempts and best score are kept.";

const text = z.string().check(z.maxLength(10_000));
const count = z.int().check(z.minimum(0), z.maximum(100_000));
const ids = z.array(text).check(z.maxLength(100));

const FeedbackItem = z.object({
  id: text,
  text,
  explanation: text,
  chosen: z.boolean(),
  correct: z.boolean(),
});

const QuestionResult = z.object({
  id: text,
  correct: z.boolean(),
  answered: z.boolean(),
  section: text,
  feedback: z.array(FeedbackItem).check(z.maxLength(100)),
  inPlace: z.optional(count),
  withheld: z.optional(z.literal("too-many-picked")),
});

const Choice = z.object({ id: text, text });

/** A drawn question as the server sent it (public-view.ts): what a reload shows again. */
const DrawnQuestion = z.object({
  id: text,
  kind: z.literal("single"),
  prompt: text,
  section: z.object({ id: text, title: text, href: text }),
  options: z.array(Choice).check(z.maxLength(20)),
  call: z.optional(z.object({ ask: text, scenario: z.record(text, z.unknown()) })),
});

const SavedResult = z.object({
  result: z.nullable(
    z.object({
      score: count,
      max: count,
      percent: count.check(z.maximum(100)),
      passMark: count.check(z.maximum(100)),
      passed: z.boolean(),
      drawn: z.optional(z.object({ score: count, max: count, percent: count.check(z.maximum(100)) })),
      questions: z.array(QuestionResult).check(z.maxLength(100)),
      attempt: count,
      revealed: z.boolean(),
      reveal: RevealStatusSchema,
      nextOrder: z.record(text, ids),
    }),
  ),
  answers: z.record(text, ids),
  touched: z.optional(ids),
  order: z.optional(z.record(text, ids)),
  drawn: z.optional(z.object({ ticket: text, questions: z.array(DrawnQuestion).check(z.maxLength(20)) })),
  contentVersion: text,
});

/** A graded response as it is shown, without the score token (which is never stored). */
export type ShownResult = Omit<GradeResponse, "token">;

/**
 * What is kept: the answers on screen, the order questions touched by the student (an
 * order question counts as answered only once touched), the served order of options
 * and steps, and the last grade as the server sent it, less its token (null before the
 * first check and after "Try again").
 */
export type SavedResult = {
  result: ShownResult | null;
  answers: Answers;
  touched?: string[];
  order?: ServedOrder;
  /** This attempt's drawn questions and their ticket, for a checkpoint that draws them. */
  drawn?: DrawResponse;
  contentVersion: string;
};

/** A graded response as it is kept: the token is left out (see above). */
export function withoutToken(graded: GradeResponse): ShownResult {
  const { token: _token, ...result } = graded;
  return result;
}

/**
 * Accepts saved data only when it is work on exactly these questions (a result graded
 * on them, answers and an order naming no other), against this version of
 * checkpoint.yaml (an author's later fix to a key or an explanation sets the old work
 * aside); otherwise null.
 */
export function parseSavedResult(
  data: unknown,
  questionIds: readonly string[],
  contentVersion: string,
): SavedResult | null {
  const parsed = SavedResult.safeParse(data);
  if (!parsed.success || parsed.data.contentVersion !== contentVersion) return null;
  const { result, answers, touched, order, drawn } = parsed.data;
  const shown = [...questionIds, ...(drawn?.questions.map((q) => q.id) ?? [])];
  const graded = result?.questions.map((q) => q.id);
  const same = !graded || (graded.length === shown.length && shown.every((id) => graded.includes(id)));
  const known = [...Object.keys(answers), ...(touched ?? []), ...Object.keys(order ?? {})].every((id) =>
    shown.includes(id),
  );
  if (!same || !known) return null;
  return {
    result,
    answers,
    contentVersion,
    ...(touched && { touched }),
    ...(order && { order }),
    ...(drawn && { drawn: drawn as DrawResponse }),
  };
}
