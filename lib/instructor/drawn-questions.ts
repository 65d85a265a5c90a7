/**
 * The questions a checkpoint drew for its attempts (docs/practice.md, "In the checkpoint"),
 * as the dashboard counts them. No two attempts share a drawn question, so a per-question
 * table would say nothing: they are counted by the concept they practise, found from the
 * section their "Review" link names (practice.yaml ties each concept to one). Each row
 * shows the latest one missed in its own words, which the kept attempt carries, with the
 * engine's answer and what the learner chose instead.
 */
import type { QuestionResult } from "@/lib/exercises/checkpoint/grade";
import { share } from "./share";

/** A kept result of a drawn question: the grader gives only those their prompt. */
export type DrawnResult = QuestionResult & { prompt: string };

export const isDrawn = (result: QuestionResult): result is DrawnResult => result.prompt !== undefined;

export type DrawnMiss = { prompt: string; answer: string; chosen: string };

export type DrawnConceptSummary = {
  concept: string;
  asked: number;
  right: number;
  shareRight: number | null;
  /** The latest drawn question missed on this concept; null when none was. */
  latestMiss: DrawnMiss | null;
};

/**
 * One summary per concept, missed most first (by share, then by count, then by name).
 * `attempts` come oldest first, each with its drawn results; `conceptOf` names a section's
 * concept (a section the lesson's practice no longer names is counted under its own id).
 */
export function summarizeDrawnQuestions(
  attempts: readonly (readonly DrawnResult[])[],
  conceptOf: (section: string) => string,
): DrawnConceptSummary[] {
  const byConcept = new Map<string, { asked: number; right: number; latestMiss: DrawnMiss | null }>();
  for (const results of attempts) {
    for (const result of results) {
      const concept = conceptOf(result.section);
      const row = byConcept.get(concept) ?? { asked: 0, right: 0, latestMiss: null };
      row.asked += 1;
      if (result.correct) row.right += 1;
      else row.latestMiss = missOf(result);
      byConcept.set(concept, row);
    }
  }
  const missedShare = (s: DrawnConceptSummary) => 1 - (s.shareRight ?? 1);
  return [...byConcept.entries()]
    .map(([concept, row]) => ({ concept, ...row, shareRight: share(row.right, row.asked) }))
    .sort(
      (a, b) =>
        missedShare(b) - missedShare(a) ||
        b.asked - b.right - (a.asked - a.right) ||
        a.concept.localeCompare(b.concept),
    );
}

function missOf(result: DrawnResult): DrawnMiss {
  const texts = (pick: (item: QuestionResult["feedback"][number]) => boolean) =>
    result.feedback
      .filter(pick)
      .map((item) => item.text)
      .join("; ");
  return {
    prompt: result.prompt,
    answer: texts((item) => item.correct) || "—",
    chosen: result.answered ? texts((item) => item.chosen) || "—" : "(not answered)",
  };
}
