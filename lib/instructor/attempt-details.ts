/**
 * Reads back what the grading endpoints stored with an attempt (answers and verdicts,
 * as JSON) into the few facts the dashboard counts. Parsed with zod here, where the
 * stored JSON enters the dashboard; an attempt whose JSON does not fit is counted as
 * unreadable, not guessed at.
 */
import { z } from "zod";
import { MATCH_STATUSES, type Placements } from "@/lib/exercises/match/statuses";
import { type Verdict, VerdictSchema } from "@/lib/kata/verdict";
import type { CheckpointAttemptDetails } from "./checkpoint-questions";

const CheckpointStored = z.object({
  answers: z.record(z.string(), z.array(z.string())),
  verdicts: z.array(z.object({ id: z.string(), correct: z.boolean() })),
});
const MatchStored = z.object({ answers: z.record(z.string(), z.enum(MATCH_STATUSES).nullable()) });
const KataStored = z.object({ verdicts: VerdictSchema });

type Stored = { answers: unknown; verdicts: unknown };

/** The checkpoint facts of a stored attempt, or null when its JSON is not a checkpoint's. */
export function checkpointDetails(stored: Stored): CheckpointAttemptDetails | null {
  const parsed = CheckpointStored.safeParse(stored);
  if (!parsed.success) return null;
  const correct = Object.fromEntries(parsed.data.verdicts.map((q) => [q.id, q.correct]));
  return { answers: parsed.data.answers, correct };
}

/** Where a stored match attempt put each card, or null. */
export function matchDetails(stored: Stored): Placements | null {
  const parsed = MatchStored.safeParse(stored);
  return parsed.success ? parsed.data.answers : null;
}

/** A stored kata attempt's verdict, or null. */
export function kataDetails(stored: Stored): Verdict | null {
  const parsed = KataStored.safeParse(stored);
  return parsed.success ? parsed.data.verdicts : null;
}
