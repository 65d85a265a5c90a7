/**
 * The gradebook: one row per learner, one cell per activity with the learner's best and
 * last score, how many attempts, and when the first and the latest were graded. Scores
 * are shares of the attempt's max, so a placement with another max still compares.
 * Time spent is the sum over the learner's attempts of graded minus opened, each at most
 * ATTEMPT_TIME_LIMIT_MS (both moments by the server's clock: lib/store/attempts.ts);
 * attempts opened where nothing noted it (no session, stored before migration 0005) add
 * nothing, and a cell where none was noted has no time (null), not zero.
 */
import { ATTEMPT_TIME_LIMIT_MS } from "@/lib/store/attempts";

/** What the gradebook needs of an attempt; `activity` is the dashboard's activity id. */
export type GradebookAttempt = {
  activity: string;
  learnerId: number;
  learner: string;
  score: number;
  max: number;
  createdAt: Date;
  openedAt: Date | null;
};

export type GradebookCell = {
  best: number;
  last: number;
  attempts: number;
  first: Date;
  latest: Date;
  /** Milliseconds over the attempts whose opening is known; null when none is. */
  timeSpent: number | null;
};

/** How long one attempt took, capped; null when its opening is not known. */
const attemptTime = (a: GradebookAttempt) =>
  a.openedAt && a.openedAt <= a.createdAt
    ? Math.min(a.createdAt.getTime() - a.openedAt.getTime(), ATTEMPT_TIME_LIMIT_MS)
    : null;

export type GradebookRow = { learnerId: number; learner: string; cells: Record<string, GradebookCell | undefined> };

/** Rows by learner label (then id); within a cell, "last" is the latest graded attempt, the later one stored on a tie. */
export function buildGradebook(attempts: readonly GradebookAttempt[]): GradebookRow[] {
  const rows = new Map<number, GradebookRow>();
  for (const a of attempts) {
    const row = rows.get(a.learnerId) ?? { learnerId: a.learnerId, learner: a.learner, cells: {} };
    rows.set(a.learnerId, row);
    const score = a.score / a.max;
    const time = attemptTime(a);
    const cell = row.cells[a.activity];
    if (!cell) {
      const first = a.createdAt;
      row.cells[a.activity] = { best: score, last: score, attempts: 1, first, latest: first, timeSpent: time };
      continue;
    }
    cell.attempts += 1;
    if (time !== null) cell.timeSpent = (cell.timeSpent ?? 0) + time;
    cell.best = Math.max(cell.best, score);
    if (a.createdAt < cell.first) cell.first = a.createdAt;
    if (a.createdAt >= cell.latest) {
      cell.latest = a.createdAt;
      cell.last = score;
    }
  }
  return [...rows.values()].sort((a, b) => a.learner.localeCompare(b.learner) || a.learnerId - b.learnerId);
}

/** Time spent as the dashboard writes it: whole minutes, rounded ("0" for under half a minute, "—" when unknown). */
export function formatMinutes(ms: number | null): string {
  return ms === null ? "—" : String(Math.round(ms / 60_000));
}

/** A moment as the dashboard writes it: to the minute, in UTC ("2026-01-31 09:05"). */
export function formatMoment(date: Date): string {
  return date.toISOString().slice(0, 16).replace("T", " ");
}
