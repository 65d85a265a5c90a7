/**
 * What the results store keeps of one graded attempt, per activity: `answers` exactly as
 * the grader received them, `verdicts` as the grader returned them per item (with the
 * key: the store is the server's, never the browser's). The store holds both as JSON;
 * these schemas read them back (the instructor dashboard does), and each is tied to the
 * grader's own TypeScript type, so a change to a grader's output breaks the build here
 * instead of silently breaking old rows' readers.
 */
import { z } from "zod";
import { type Verdict, VerdictSchema } from "@/lib/kata/verdict";
import type { CheckpointAnswers } from "./checkpoint/answers";
import type { FeedbackItem, QuestionResult } from "./checkpoint/grade";
import type { CardGrade } from "./match/grade";
import { MATCH_STATUSES, type Placements } from "./match/statuses";
import type { Activity } from "./score-service";

const Id = z.string().max(80);

const FeedbackItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  explanation: z.string(),
  chosen: z.boolean(),
  correct: z.boolean(),
}) satisfies z.ZodType<FeedbackItem>;

/** The checkpoint's answer sheet: question id → chosen option ids, or step ids in order. */
export const CheckpointAttemptAnswers = z.record(Id, z.array(Id)) satisfies z.ZodType<CheckpointAnswers["answers"]>;
/** gradeCheckpoint's `questions`, one per question, before any key was withheld. */
export const CheckpointAttemptVerdicts = z.array(
  z.object({
    id: z.string(),
    correct: z.boolean(),
    answered: z.boolean(),
    section: z.string(),
    feedback: z.array(FeedbackItemSchema),
    inPlace: z.number().int().min(0).optional(),
    withheld: z.literal("too-many-picked").optional(),
  }),
) satisfies z.ZodType<QuestionResult[]>;

const Placement = z.enum(MATCH_STATUSES).nullable();
/** The match's placements: card id → status, or null for a card left in the pool. */
export const MatchAttemptAnswers = z.record(Id, Placement) satisfies z.ZodType<Placements>;
/** gradeMatch's `cards`, one per card of the exercise. */
export const MatchAttemptVerdicts = z.array(
  z.object({
    id: z.string(),
    chosen: Placement,
    correct: z.boolean(),
    explanation: z.string().optional(),
    misconception: z.string().optional(),
    answer: z.enum(MATCH_STATUSES).optional(),
    sandboxHref: z.string().optional(),
  }),
) satisfies z.ZodType<CardGrade[]>;

/** The kata's submission: the ToolsLayer source as posted. */
export const KataAttemptAnswers = z.object({ source: z.string() });
/** The grading pool's verdict: each rule passed or not, with its counterexample. */
export const KataAttemptVerdicts = VerdictSchema satisfies z.ZodType<Verdict>;

/** One schema pair per activity, so a reader picks by the placement's widget. */
export const ATTEMPT_RECORD_SCHEMAS = {
  checkpoint: { answers: CheckpointAttemptAnswers, verdicts: CheckpointAttemptVerdicts },
  match: { answers: MatchAttemptAnswers, verdicts: MatchAttemptVerdicts },
  kata: { answers: KataAttemptAnswers, verdicts: KataAttemptVerdicts },
} as const satisfies Record<Activity, { answers: z.ZodType; verdicts: z.ZodType }>;

/** A stored attempt's answers and verdicts, typed by activity. */
export type AttemptRecordOf<A extends Activity> = {
  activity: A;
  answers: z.output<(typeof ATTEMPT_RECORD_SCHEMAS)[A]["answers"]>;
  verdicts: z.output<(typeof ATTEMPT_RECORD_SCHEMAS)[A]["verdicts"]>;
};
export type StoredAttemptRecord = AttemptRecordOf<"checkpoint"> | AttemptRecordOf<"match"> | AttemptRecordOf<"kata">;

/**
 * Reads a stored attempt's JSON back for `activity`; null when the row does not fit
 * (written by an older grader, or edited by hand), so one bad row cannot break a report.
 */
export function readAttemptRecord(activity: Activity, answers: unknown, verdicts: unknown): StoredAttemptRecord | null {
  const schemas = ATTEMPT_RECORD_SCHEMAS[activity];
  const a = schemas.answers.safeParse(answers);
  const v = schemas.verdicts.safeParse(verdicts);
  if (!a.success || !v.success) return null;
  return { activity, answers: a.data, verdicts: v.data } as StoredAttemptRecord;
}
