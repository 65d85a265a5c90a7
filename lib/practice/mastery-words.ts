/**
 * Where a learner stands on a concept, and its words, apart from the record they are read
 * from (mastery.ts): the practice list's placeholder shows the words on first load, and the
 * record's reader, with the storage code under it, waits for the widget.
 */

/** Right answers in a row that master a concept. */
export const MASTERY_STREAK = 5;

export type MasteryState = "new" | "learning" | "mastered" | "review";
export type Mastery = { state: MasteryState; streak: number; needed: number };

/** The words for where a learner stands, as the course map and the practice list show it. */
export function masteryWords({ state, streak }: Mastery): string {
  if (state === "new") return "not practised yet";
  if (state === "learning") return `${streak} of ${MASTERY_STREAK} right in a row`;
  return state === "mastered" ? "mastered" : "mastered, due for review";
}
