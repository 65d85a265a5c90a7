import { describe, expect, it } from "vitest";
import {
  keepRightAnswers,
  moveAnnouncement,
  moveItem,
  NO_ATTEMPTS,
  parseAttemptHistory,
  recordAttempt,
  unansweredIds,
} from "./attempts";
import type { PublicQuestion } from "./public-view";

const q = (id: string, kind: PublicQuestion["kind"]): PublicQuestion => ({
  id,
  kind,
  prompt: id,
  section: { id: "s", title: "S", href: "/lessons/lesson#s" },
});

describe("checkpoint attempts and progress", () => {
  it("accepts a well-formed saved history and refuses anything else", () => {
    expect(parseAttemptHistory({ attempts: 2, best: 90, last: 75, passed: true })).toEqual({
      attempts: 2,
      best: 90,
      last: 75,
      passed: true,
    });
    for (const bad of [
      null,
      3,
      "x",
      {},
      { attempts: -1, best: 0, last: 0, passed: false },
      { attempts: 1, best: 101, last: 0, passed: false },
      { attempts: 1, best: 50, last: 50, passed: "yes" },
      // Within type but outside sense: what the page would print as "Attempts: 1e+308".
      { attempts: 1e308, best: 50, last: 50, passed: false },
      { attempts: 100_001, best: 50, last: 50, passed: false },
      { attempts: 2, best: 40, last: 60, passed: false },
      { attempts: 0, best: 0, last: 0, passed: true },
      { attempts: 0, best: 80, last: 0, passed: false },
      { attempts: 1, best: 99.5, last: 50, passed: false },
    ]) {
      expect(parseAttemptHistory(bad)).toBeNull();
    }
  });

  it("keeps the best score and a pass across later, worse attempts", () => {
    const first = recordAttempt(NO_ATTEMPTS, 92, true);
    expect(recordAttempt(first, 50, false)).toEqual({ attempts: 2, best: 92, last: 50, passed: true });
  });

  it("carries right answers into Try again and starts wrong ones from the new served order", () => {
    const answers = { a: ["x"], b: ["y", "z"], right: ["s2", "s1", "s3"], wrong: ["t3", "t1", "t2"] };
    const fresh = { right: ["s3", "s1", "s2"], wrong: ["t2", "t3", "t1"] };
    const kept = keepRightAnswers(new Set(["a", "right"]), answers, new Set(["right", "wrong"]), fresh);
    expect(kept.answers).toEqual({ a: ["x"], right: ["s2", "s1", "s3"], wrong: ["t2", "t3", "t1"] });
    expect([...kept.touched]).toEqual(["right"]);
  });

  it("lists unanswered questions, counting an order question once it was touched", () => {
    const questions = [q("a", "single"), q("b", "multiple"), q("c", "order")];
    expect(unansweredIds(questions, { a: ["x"], b: [] }, new Set())).toEqual(["b", "c"]);
    expect(unansweredIds(questions, { a: ["x"], b: ["y"] }, new Set(["c"]))).toEqual([]);
  });

  it("moves an item up or down and clamps at the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });

  it("announces a move with the step's words and its new position", () => {
    expect(moveAnnouncement("Check the arguments", 2, 5)).toBe('"Check the arguments" moved to position 2 of 5.');
  });
});
