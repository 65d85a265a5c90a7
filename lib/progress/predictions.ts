/**
 * The guesses a student made on a lesson's predict blocks (lib/content/predict.ts), kept in
 * this browser so a returning student sees what they guessed. Nothing is graded or sent.
 * Client-safe (no zod): the predict widget reads it in the browser.
 */

/** Each predict block's guess, by the id of the output it hides: the choice's text as the student read it. */
export type Predictions = Readonly<Record<string, string>>;

/** Bump when the stored shape changes; older values are set aside. */
export const PREDICTIONS_VERSION = 1;

/** More than any lesson holds; a record past it was not written by this page. */
const MAX_PREDICTIONS = 200;
/** Longer than any choice a lesson offers (a line of printed output). */
const MAX_CHOICE_CHARS = 500;

/** The localStorage key for a lesson's guesses. */
export const predictionsKey = (slug: string) => `envelope-lab:predict:${slug}`;

/** Hand-written guard for a stored record: null for anything that is not output ids to choice texts. */
export function parsePredictions(data: unknown): Predictions | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  if (entries.length > MAX_PREDICTIONS) return null;
  const ok = entries.every(([, choice]) => typeof choice === "string" && choice.length <= MAX_CHOICE_CHARS);
  return ok ? (Object.fromEntries(entries) as Predictions) : null;
}

/**
 * The index of the guess saved for `output` among `choices`, or undefined when there is
 * none, or when the lesson no longer offers that choice (an edited block starts afresh).
 */
export function savedGuess(predictions: Predictions, output: string, choices: readonly string[]): number | undefined {
  if (!Object.hasOwn(predictions, output)) return undefined;
  const at = choices.indexOf(predictions[output] ?? "");
  return at === -1 ? undefined : at;
}
