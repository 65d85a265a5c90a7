/**
 * The headline figures of one activity (a lesson's checkpoint, match or kata): how many
 * attempts, how many learners, how many of them passed, and how the learners' best
 * scores spread. Counted per learner, not per attempt, so a learner who retries ten
 * times weighs as much as one who tried once.
 */
import { share } from "./share";

/** What the summary needs of an attempt. */
export type ScoredAttempt = { learnerId: number; score: number; max: number; passed: boolean };

/** The score bands, in whole percents; a score is in the band whose range holds its exact percent. */
export const SCORE_BANDS = [
  { low: 0, high: 20, label: "0–19%" },
  { low: 20, high: 40, label: "20–39%" },
  { low: 40, high: 60, label: "40–59%" },
  { low: 60, high: 80, label: "60–79%" },
  { low: 80, high: 101, label: "80–100%" },
] as const;

export type ScoreBand = { label: string; learners: number };

export type ActivitySummary = {
  attempts: number;
  learners: number;
  /** Learners with at least one passing attempt. */
  passedLearners: number;
  /** passedLearners / learners; null with no learners. */
  passRate: number | null;
  /** Each learner's best score, counted into SCORE_BANDS. */
  distribution: ScoreBand[];
  /** The mean over learners of their first attempt's score, as a share of its max; null with no learners. */
  firstAverage: number | null;
  /** The same mean at each learner's best attempt: the gap to firstAverage is what retrying gained. */
  bestAverage: number | null;
};

/** Whether `score` of `max` falls in `band` (by its exact percent, so 79.5 % is still in 60–79 %). */
export function inBand(band: (typeof SCORE_BANDS)[number], score: number, max: number): boolean {
  const percent = (100 * score) / max;
  return percent >= band.low && percent < band.high;
}

const mean = (values: readonly number[]) =>
  values.length > 0 ? values.reduce((sum, v) => sum + v, 0) / values.length : null;

/** The summary of `attempts` (all of one activity, in the order graded: a learner's first attempt comes first). */
export function summarizeActivity(attempts: readonly ScoredAttempt[]): ActivitySummary {
  const best = new Map<number, { score: number; max: number; passed: boolean }>();
  const first = new Map<number, number>();
  for (const a of attempts) {
    if (!first.has(a.learnerId)) first.set(a.learnerId, a.score / a.max);
    const seen = best.get(a.learnerId);
    const better = !seen || a.score / a.max > seen.score / seen.max;
    const top = better ? a : seen;
    best.set(a.learnerId, { score: top.score, max: top.max, passed: a.passed || (seen?.passed ?? false) });
  }
  const bests = [...best.values()];
  const passedLearners = bests.filter((b) => b.passed).length;
  return {
    attempts: attempts.length,
    learners: best.size,
    passedLearners,
    passRate: share(passedLearners, best.size),
    distribution: SCORE_BANDS.map((band) => ({
      label: band.label,
      learners: bests.filter((b) => inBand(band, b.score, b.max)).length,
    })),
    firstAverage: mean([...first.values()]),
    bestAverage: mean(bests.map((b) => b.score / b.max)),
  };
}
