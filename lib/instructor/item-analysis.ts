/**
 * Discrimination: does a question separate the learners who know the material from those
 * who do not? Measured as the corrected point-biserial correlation (item-rest): over the
 * attempts that graded the question, between being right on it (1 or 0) and the rest
 * score, the number of the attempt's other questions it got right. Leaving the question
 * out of the total keeps it from correlating with itself, which matters on a checkpoint
 * of four or five questions.
 *
 *   r = (M1 − M0) / s × √(p × (1 − p))
 *
 * M1, M0: mean rest score of the attempts right and wrong on the question; s: the
 * population standard deviation of the rest scores; p: the share right (the facility).
 * r runs from −1 to 1: above 0.3 the question discriminates well, near 0 not at all,
 * below 0 the stronger attempts get it wrong more often (a key or wording to check).
 */

/** One attempt's verdict on the question and its rest score. */
export type ItemResponse = { right: boolean; rest: number };

/** The item-rest point-biserial; null when it is undefined: under two attempts, all right or all wrong, or every rest score the same. */
export function pointBiserial(responses: readonly ItemResponse[]): number | null {
  const n = responses.length;
  if (n < 2) return null;
  const rightOnes = responses.filter((r) => r.right);
  const p = rightOnes.length / n;
  if (p === 0 || p === 1) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const rests = responses.map((r) => r.rest);
  const all = mean(rests);
  const s = Math.sqrt(mean(rests.map((v) => (v - all) ** 2)));
  if (s === 0) return null;
  const m1 = mean(rightOnes.map((r) => r.rest));
  const m0 = mean(responses.filter((r) => !r.right).map((r) => r.rest));
  return ((m1 - m0) / s) * Math.sqrt(p * (1 - p));
}

/** A discrimination index as the dashboard writes it: two decimals, or an em dash when undefined. */
export function formatIndex(value: number | null): string {
  return value === null ? "—" : value.toFixed(2);
}
