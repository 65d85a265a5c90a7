/**
 * The gradebook: one row per learner, one cell per activity with the learner's best and
 * last score, how many attempts, and when the first and the latest were graded. Scores
 * are shares of the attempt's max, so a placement with another max still compares.
 * NOTE: no time spent: the store keeps when an attempt was graded, not when it began
 * (docs/instructor.md, "What is not measured").
 */

/** What the gradebook needs of an attempt; `activity` is the dashboard's activity id. */
export type GradebookAttempt = {
  activity: string;
  learnerId: number;
  learner: string;
  score: number;
  max: number;
  createdAt: Date;
};

export type GradebookCell = { best: number; last: number; attempts: number; first: Date; latest: Date };

export type GradebookRow = { learnerId: number; learner: string; cells: Record<string, GradebookCell | undefined> };

/** Rows by learner label (then id); within a cell, "last" is the latest graded attempt, the later one stored on a tie. */
export function buildGradebook(attempts: readonly GradebookAttempt[]): GradebookRow[] {
  const rows = new Map<number, GradebookRow>();
  for (const a of attempts) {
    const row = rows.get(a.learnerId) ?? { learnerId: a.learnerId, learner: a.learner, cells: {} };
    rows.set(a.learnerId, row);
    const score = a.score / a.max;
    const cell = row.cells[a.activity];
    if (!cell) {
      row.cells[a.activity] = { best: score, last: score, attempts: 1, first: a.createdAt, latest: a.createdAt };
      continue;
    }
    cell.attempts += 1;
    cell.best = Math.max(cell.best, score);
    if (a.createdAt < cell.first) cell.first = a.createdAt;
    if (a.createdAt >= cell.latest) {
      cell.latest = a.createdAt;
      cell.last = score;
    }
  }
  return [...rows.values()].sort((a, b) => a.learner.localeCompare(b.learner) || a.learnerId - b.learnerId);
}

/** A moment as the dashboard writes it: to the minute, in UTC ("2026-01-31 09:05"). */
export function formatMoment(date: Date): string {
  return date.toISOString().slice(0, 16).replace("T", " ");
}
