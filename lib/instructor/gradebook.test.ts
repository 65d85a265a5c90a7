import { describe, expect, it } from "vitest";
import { buildGradebook, formatMinutes, formatMoment, type GradebookAttempt } from "./gradebook";

const at = (iso: string) => new Date(iso);
const attempt = (over: Partial<GradebookAttempt>): GradebookAttempt => ({
  activity: "a-checkpoint",
  learnerId: 1,
  learner: "Ada",
  score: 0,
  max: 4,
  createdAt: at("2026-01-01T10:00:00Z"),
  openedAt: null,
  ...over,
});

describe("buildGradebook", () => {
  it("has no rows when nobody attempted anything", () => {
    expect(buildGradebook([])).toEqual([]);
  });

  it("keeps each learner's best and last score, attempts, first and latest date per activity", () => {
    const rows = buildGradebook([
      attempt({ score: 1, createdAt: at("2026-01-01T10:00:00Z") }),
      attempt({ score: 4, createdAt: at("2026-01-02T10:00:00Z") }),
      attempt({ score: 2, createdAt: at("2026-01-03T09:30:00Z") }),
      attempt({ activity: "a-match", score: 3, max: 6, createdAt: at("2026-01-02T12:00:00Z") }),
      attempt({ learnerId: 2, learner: "Ben", score: 3, createdAt: at("2026-01-05T08:00:00Z") }),
    ]);
    expect(rows.map((r) => r.learner)).toEqual(["Ada", "Ben"]);
    expect(rows[0]?.cells["a-checkpoint"]).toEqual({
      best: 1,
      last: 0.5,
      attempts: 3,
      first: at("2026-01-01T10:00:00Z"),
      latest: at("2026-01-03T09:30:00Z"),
      timeSpent: null,
    });
    expect(rows[0]?.cells["a-match"]).toMatchObject({ best: 0.5, last: 0.5, attempts: 1 });
    expect(rows[1]?.cells["a-match"]).toBeUndefined();
    expect(rows[1]?.cells["a-checkpoint"]).toMatchObject({ best: 0.75, last: 0.75, attempts: 1 });
  });

  it("sums each attempt's graded minus opened time, one hour at most per attempt, over the attempts whose opening is known", () => {
    const [row] = buildGradebook([
      attempt({ openedAt: at("2026-01-01T09:50:00Z"), createdAt: at("2026-01-01T10:00:00Z") }),
      attempt({ createdAt: at("2026-01-01T10:05:00Z") }),
      attempt({ openedAt: at("2026-01-05T08:00:00Z"), createdAt: at("2026-01-08T08:00:00Z") }),
      attempt({ openedAt: at("2026-01-09T08:00:30Z"), createdAt: at("2026-01-09T08:05:00Z") }),
      attempt({ activity: "a-kata", openedAt: at("2026-01-02T10:00:00Z"), createdAt: at("2026-01-02T09:00:00Z") }),
    ]);
    // 10 min + none + 60 min (three days open) + 4.5 min; an opening after the grading counts nothing.
    expect(row?.cells["a-checkpoint"]?.timeSpent).toBe(74.5 * 60_000);
    expect(row?.cells["a-kata"]?.timeSpent).toBeNull();
    expect(formatMinutes(74.5 * 60_000)).toBe("75");
    expect(formatMinutes(29_000)).toBe("0");
    expect(formatMinutes(null)).toBe("—");
  });

  it("writes a moment to the minute in UTC", () => {
    expect(formatMoment(at("2026-01-31T09:05:59Z"))).toBe("2026-01-31 09:05");
  });
});
