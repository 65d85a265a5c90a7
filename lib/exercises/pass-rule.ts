/**
 * When a grade is a pass, for every graded exercise and for the score token that names
 * it: the graders, the signer and the verifier call this one rule.
 */

/** Percent as the graders compute it: round(100 × score / max). */
export const percentOf = (score: number, max: number) => Math.round((100 * score) / max);

/**
 * The pass mark, reached on the whole sheet and, when the attempt drew questions, on
 * those alone. NOTE: the authored questions are the same on every attempt, so their key
 * can be copied from an earlier one; the drawn part's key is new on each attempt, and
 * without its own mark a copied key plus a few guesses would pass.
 */
export function passes(grade: {
  score: number;
  max: number;
  passMark: number;
  drawn?: { score: number; max: number };
}) {
  const drawn = grade.drawn;
  return (
    percentOf(grade.score, grade.max) >= grade.passMark &&
    (drawn === undefined || percentOf(drawn.score, drawn.max) >= grade.passMark)
  );
}
