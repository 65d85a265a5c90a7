/**
 * The few facts the dashboard counts, from a stored attempt's answers and verdicts as
 * lib/exercise-kinds/attempt-record.ts reads them back. An attempt whose JSON does not fit
 * its activity's schemas is counted as unreadable, not guessed at.
 */
import { readAttemptRecord } from "@/lib/exercise-kinds/attempt-record";
import type { Placements } from "@/lib/exercises/match/statuses";
import type { AnyKataVerdict } from "@/lib/kata/grader-rules";
import type { CheckpointAttemptDetails } from "./checkpoint-questions";
import { type DrawnResult, isDrawn } from "./drawn-questions";

type Stored = { answers: unknown; verdicts: unknown };

/** The checkpoint facts of a stored attempt, with the results of the questions it drew; null when its JSON is not a checkpoint's. */
export function checkpointDetails({
  answers,
  verdicts,
}: Stored): (CheckpointAttemptDetails & { drawn: DrawnResult[] }) | null {
  const record = readAttemptRecord("checkpoint", answers, verdicts);
  if (record?.activity !== "checkpoint") return null;
  return {
    answers: record.answers,
    correct: Object.fromEntries(record.verdicts.map((q) => [q.id, q.correct])),
    drawn: record.verdicts.filter(isDrawn),
  };
}

/** Where a stored match attempt put each card, or null. */
export function matchDetails({ answers, verdicts }: Stored): Placements | null {
  const record = readAttemptRecord("match", answers, verdicts);
  return record?.activity === "match" ? record.answers : null;
}

/** A stored kata attempt's verdict, or null. */
export function kataDetails({ answers, verdicts }: Stored): AnyKataVerdict | null {
  const record = readAttemptRecord("kata", answers, verdicts);
  return record?.activity === "kata" ? record.verdicts : null;
}
