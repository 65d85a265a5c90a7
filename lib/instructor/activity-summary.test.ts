import { describe, expect, it } from "vitest";
import { type ScoredAttempt, summarizeActivity } from "./activity-summary";

const attempt = (learnerId: number, score: number, passed: boolean, max = 5): ScoredAttempt => ({
  learnerId,
  score,
  max,
  passed,
});
const bands = (summary: ReturnType<typeof summarizeActivity>) => summary.distribution.map((b) => b.learners);

describe("summarizeActivity", () => {
  it("reports no learners and no pass rate (not 0 %) when there are no attempts", () => {
    const summary = summarizeActivity([]);
    expect(summary).toMatchObject({
      attempts: 0,
      learners: 0,
      passedLearners: 0,
      passRate: null,
      firstAverage: null,
      bestAverage: null,
    });
    expect(bands(summary)).toEqual([0, 0, 0, 0, 0]);
  });

  it("counts a single attempt as one learner in the band of its score", () => {
    const summary = summarizeActivity([attempt(7, 3, false)]);
    expect(summary).toMatchObject({ attempts: 1, learners: 1, passedLearners: 0, passRate: 0 });
    expect(bands(summary)).toEqual([0, 0, 0, 1, 0]);
  });

  it("places each learner once, at their best attempt, and counts them passed if any attempt passed", () => {
    const summary = summarizeActivity([
      attempt(1, 1, false),
      attempt(1, 5, true),
      attempt(1, 2, false),
      attempt(2, 0, false),
    ]);
    expect(summary).toMatchObject({ attempts: 4, learners: 2, passedLearners: 1, passRate: 0.5 });
    expect(bands(summary)).toEqual([1, 0, 0, 0, 1]);
    // First attempts 1/5 and 0/5 average 10 %; best attempts 5/5 and 0/5 average 50 %.
    expect(summary.firstAverage).toBeCloseTo(0.1, 12);
    expect(summary.bestAverage).toBe(0.5);
  });

  it("keeps a score just under a band's edge in the lower band and 100 % in the top band", () => {
    const summary = summarizeActivity([
      attempt(1, 79.5, false, 100),
      attempt(2, 100, true, 100),
      attempt(3, 80, true, 100),
    ]);
    expect(bands(summary)).toEqual([0, 0, 0, 1, 2]);
  });
});
