/**
 * What the results store learns from a graded attempt under an LTI launch, in one place
 * for the three grading endpoints. A session "places" an attempt when it names a learner
 * (`sub`) and was launched for that very activity; for such a learner:
 * - the store, not the browser's previousToken, counts the earlier attempts the reveal
 *   policy judges (only attempts on the current version of the graded file count, as
 *   with tokens), so a key earned under another name cannot be carried in;
 * - the attempt is recorded with its answers and verdicts and, when the session has a
 *   line item, its score is queued for the gradebook in the same transaction.
 * A whole-lesson session grades its exercises on the token chain as before: it passes
 * nothing back, so nothing reaches a gradebook to protect.
 */

import type { Activity } from "@/lib/exercise-kinds/registry";
import type { AttemptRecord } from "@/lib/exercises/reveal-policy";
import type { GradebookNotice, Graded, PracticeKept } from "@/lib/exercises/score-service";
import type { Score } from "./ags";
import type { LaunchSession } from "./launch-session";
import type { KeyRing } from "./tool-keys";

/** One graded attempt as the store keeps it (lib/exercise-kinds/attempt-record.ts reads it back). */
export type LedgerAttempt = {
  graded: Graded<Activity>;
  passed: boolean;
  answers: unknown;
  verdicts: unknown;
  contentVersion: string;
  /** The score for the line item, when the session has one. */
  score: Score | null;
};

/** The store side of grading (store-attempt-ledger.ts); each method may throw when the store is down. */
export interface AttemptLedger {
  /** The learner's earlier attempts at the session's placement on `contentVersion`; null when none. */
  prior(session: LaunchSession, contentVersion: string): Promise<AttemptRecord | null>;
  /** Records the attempt (and queues its score) in one transaction; returns its number. */
  record(session: LaunchSession, attempt: LedgerAttempt): Promise<{ number: number; queued: boolean }>;
  /** Records a practice answer in the session's course; false when it was recorded before or the session has no course or learner. */
  practise(session: LaunchSession, answer: PracticeKept): Promise<boolean>;
}

/** What grading needs of the LTI side: the tool's keys (to verify sessions) and the store's attempts. */
export type LtiGrading = {
  /** The tool's key ring; null when it has none yet (then no session can be genuine). */
  keys: () => Promise<KeyRing | null>;
  ledger: AttemptLedger;
  now?: () => number;
};

export const NOT_CHECKED =
  "Your answers were graded, but this server could not check your course launch just now, so no grade was sent; submit again in a minute to send it.";
export const NOT_STORABLE =
  "Your answers were graded, but the results store refused to keep this attempt as it was sent, so no grade was sent; submitting the same answers again will not help: tell your instructor.";
export const NOT_SAVED =
  "Your answers were graded, but this server could not save the attempt for your course just now, so no grade was sent; submit again in a minute to send it.";

/**
 * Thrown by a ledger when the store refuses what it was given (bad input, not a fault):
 * trying again later would meet the same refusal, so the learner is told so.
 */
export class AttemptRefused extends Error {}

/** Whether `session`'s attempts at `activity` are kept in the store (see the module comment). */
export function placesAttempt(session: LaunchSession | null, activity: Activity): session is LaunchSession {
  return session?.learner.sub !== undefined && session.target.widget === activity;
}

/**
 * The record the reveal policy and the new token follow: the store's count for a placed
 * attempt (undefined otherwise: the token chain decides). A store that cannot answer
 * counts as no earlier attempt, which can only keep the key back longer.
 */
export async function countedAttempts(
  session: LaunchSession | null,
  activity: Activity,
  contentVersion: string,
  lti: LtiGrading | undefined,
): Promise<AttemptRecord | null | undefined> {
  if (!lti || !placesAttempt(session, activity)) return undefined;
  try {
    return await lti.ledger.prior(session, contentVersion);
  } catch (error) {
    console.warn(`[lti] attempts of ${activity} could not be counted: ${String(error)}`);
    return null;
  }
}

/**
 * Records a graded attempt of a placed session, with its score queued when the session
 * names a line item, and wakes the passback worker. Never throws: a store fault is
 * logged and told to the learner, whose grade is answered anyway.
 */
export async function keepAttempt(
  session: LaunchSession | null,
  attempt: Omit<LedgerAttempt, "score">,
  lti: LtiGrading | undefined,
): Promise<GradebookNotice | undefined> {
  if (!lti || !placesAttempt(session, attempt.graded.activity)) return undefined;
  const userId = session.learner.sub as string;
  const { graded } = attempt;
  const score = session.lineItem
    ? { userId, scoreGiven: graded.score, scoreMaximum: graded.max, timestamp: new Date((lti.now ?? Date.now)()) }
    : null;
  try {
    const kept = await lti.ledger.record(session, { ...attempt, score });
    return { saved: true, attempt: kept.number, sent: kept.queued ? "queued" : "no-line-item" };
  } catch (error) {
    console.warn(`[lti] ${graded.activity} attempt of ${graded.lesson} not saved: ${String(error)}`);
    return { saved: false, message: error instanceof AttemptRefused ? NOT_STORABLE : NOT_SAVED };
  }
}

/**
 * Keeps a practice answer of a verified session's learner in its course (any session that
 * names a learner and a course: practice needs no placement, since nothing is graded).
 * Never throws: a store fault is logged, and the learner's verdict stands.
 */
export async function keepPracticeAnswer(
  session: LaunchSession | null,
  lesson: string,
  answer: PracticeKept,
  lti: LtiGrading | undefined,
): Promise<boolean> {
  if (!lti || session?.learner.sub === undefined || !session.context) return false;
  try {
    return await lti.ledger.practise(session, answer);
  } catch (error) {
    console.warn(`[lti] practice answer on ${lesson} not kept: ${String(error)}`);
    return false;
  }
}
