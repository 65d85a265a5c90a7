/**
 * What the results store keeps of one graded attempt, per activity: `answers` exactly as
 * the grader received them, `verdicts` as the grader returned them per item (with the
 * key: the store is the server's, never the browser's). The store holds both as JSON;
 * each kind's `attempt` schemas read them back (the instructor dashboard does), and each
 * is tied to its grader's TypeScript type, so a change to a grader's output breaks the
 * build there instead of silently breaking old rows' readers.
 */
import type { z } from "zod";
import { type AnyExerciseKind, EXERCISE_KINDS } from "./registry";

type RecordOf<K> = K extends AnyExerciseKind
  ? {
      activity: K["activity"];
      answers: z.output<K["attempt"]["answers"]>;
      verdicts: z.output<K["attempt"]["verdicts"]>;
    }
  : never;

/** A stored attempt's answers and verdicts, typed by activity. */
export type StoredAttemptRecord = RecordOf<AnyExerciseKind>;

/**
 * Reads a stored attempt's JSON back for `activity`; null when the row does not fit
 * (written by an older grader, or edited by hand) or names no kind, so one bad row
 * cannot break a report.
 */
export function readAttemptRecord(activity: string, answers: unknown, verdicts: unknown): StoredAttemptRecord | null {
  const kind = EXERCISE_KINDS.find((candidate) => candidate.activity === activity);
  if (!kind) return null;
  const a = kind.attempt.answers.safeParse(answers);
  const v = kind.attempt.verdicts.safeParse(verdicts);
  if (!a.success || !v.success) return null;
  return { activity: kind.activity, answers: a.data, verdicts: v.data } as StoredAttemptRecord;
}
