import * as z from "zod/mini";
import type { Answers } from "./attempts";
import type { GradeResponse } from "./handle-post";

/*
 * A passed checkpoint, kept in this browser so a reload shows the result instead of a
 * blank quiz. Only what the server already sent this student is kept: its graded
 * response (key and explanations only where the server revealed them) without the
 * signed score token, the student's own answers, and the version of checkpoint.yaml it
 * was graded against. The token stays out: it names the learner (an embed's host may
 * set one), and a token from before a secret changed would be refused as a previous
 * attempt, so trusting it from storage could lock the student out. Parsed with zod/mini
 * where it comes back in from localStorage; the widget that imports this loads lazily.
 * NOTE: zod/mini ships no English messages; a refusal here only sets the value aside.
 */

/** Bump when the saved shape changes; older values are set aside with a notice. */
export const SAVED_RESULT_VERSION = 2;

/** localStorage key of a lesson's last passed checkpoint result. */
export const savedResultKey = (slug: string) => `envelope-lab:checkpoint:${slug}:passed`;

/** Told to the student when a saved result cannot be read; attempts and best score live elsewhere and stay. */
export const SAVED_RESULT_UNREADABLE =
  "Your saved checkpoint result could not be read, so it was set aside. Your attempts and best score are kept.";

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

const SavedResult = z.object({
  result: z.object({
    score: count,
    max: count,
    percent: count.check(z.maximum(100)),
    passMark: count.check(z.maximum(100)),
    passed: z.literal(true),
    questions: z.array(QuestionResult).check(z.maxLength(100)),
    attempt: count,
    revealed: z.boolean(),
    reveal: z.object({ allowed: z.boolean(), afterAttempts: z.nullable(count), attemptsLeft: z.nullable(count) }),
    nextOrder: z.record(text, ids),
  }),
  answers: z.record(text, ids),
  contentVersion: text,
});

/** A graded response as it is shown, without the score token (which is never stored). */
export type ShownResult = Omit<GradeResponse, "token">;

/** What is kept: the passed grade as the server sent it, less its token, and what it graded. */
export type SavedResult = { result: ShownResult; answers: Answers; contentVersion: string };

/** The saved form of a pass: the token is left out (see above). */
export function toSavedResult(graded: GradeResponse, answers: Answers, contentVersion: string): SavedResult {
  const { token: _token, ...result } = graded;
  return { result, answers, contentVersion };
}

/**
 * Accepts saved data only when it is a passed result for exactly these questions,
 * graded against this version of checkpoint.yaml (an author's later fix to a key or an
 * explanation sets the old result aside); otherwise null.
 */
export function parseSavedResult(
  data: unknown,
  questionIds: readonly string[],
  contentVersion: string,
): SavedResult | null {
  const parsed = SavedResult.safeParse(data);
  if (!parsed.success || parsed.data.contentVersion !== contentVersion) return null;
  const { result, answers } = parsed.data;
  const graded = result.questions.map((q) => q.id);
  const same = graded.length === questionIds.length && questionIds.every((id) => graded.includes(id));
  const known = Object.keys(answers).every((id) => questionIds.includes(id));
  return same && known ? { result, answers, contentVersion } : null;
}
