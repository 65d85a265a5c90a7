/**
 * Shares and how the dashboard writes them. One rounding rule for every figure, so a
 * chart, its table and the CSV never disagree by a point.
 */

/** `part / whole`, or null when there is nothing to divide (no attempts is not 0 %). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** A share as a whole percent ("67%"), or an em dash when there is no share. */
export function formatShare(value: number | null): string {
  return value === null ? "—" : `${Math.round(value * 100)}%`;
}
