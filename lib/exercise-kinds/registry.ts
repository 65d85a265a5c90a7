/**
 * Every exercise kind, one line each (lib/exercises/exercise-kind.ts says what a kind
 * declares). The content check, the JSON Schemas, the grading route, the score tokens and
 * the reading of stored attempts find kinds here; registry.test.ts adds a toy kind to show
 * that a new one needs nothing else.
 */
import { checkpointKind } from "@/lib/exercises/checkpoint/kind";
import { matchKind } from "@/lib/exercises/match/kind";
import { kataKind } from "@/lib/kata/kind";
import { practiceKind } from "@/lib/practice/kind";

export const EXERCISE_KINDS = [matchKind, checkpointKind, kataKind, practiceKind] as const;

/** Any registered kind, as code that handles every kind alike sees it. */
export type AnyExerciseKind = (typeof EXERCISE_KINDS)[number];

/** A registered kind's name, as URLs, score tokens and the results store spell it. */
export type Activity = AnyExerciseKind["activity"];
export const ACTIVITIES: readonly Activity[] = EXERCISE_KINDS.map((kind) => kind.activity);

/** The activities that are graded: what a score token, an LTI link and a gradebook can name (practice is not). */
export const GRADED_ACTIVITIES: readonly Activity[] = EXERCISE_KINDS.filter(
  (kind: { graded?: false }) => kind.graded !== false,
).map((kind) => kind.activity);

export type KindOf<A extends Activity> = Extract<AnyExerciseKind, { activity: A }>;

/** The registered kind named `activity`, with its own types. */
export function exerciseKind<A extends Activity>(activity: A): KindOf<A> {
  return EXERCISE_KINDS.find((kind) => kind.activity === activity) as KindOf<A>;
}
