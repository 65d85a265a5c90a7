/**
 * Client-safe helpers for the student's side: saved attempts (a hand-written guard,
 * because zod in the browser costs ~29 kB), progress counting and the words a
 * screen reader hears when a step moves. No zod, no React, no DOM.
 */
import { isCountUpTo, MAX_ATTEMPTS } from "@/lib/progress/limits";
import { type LocalWorkReader, peekWork } from "@/lib/progress/local-work";
import type { PublicQuestion } from "./public-view";

/** Bump when the saved shape changes; older values are set aside with a notice. */
export const ATTEMPTS_VERSION = 1;

/** localStorage key of a lesson's checkpoint attempts. */
export const attemptsKey = (slug: string) => `envelope-lab:checkpoint:${slug}`;

/**
 * localStorage key of a lesson's saved checkpoint work (saved-result.ts reads it). Here,
 * in the client-safe module, so the island can look for it without loading zod. The
 * name is from when it held only a pass; see SAVED_RESULT_VERSION.
 */
export const savedResultKey = (slug: string) => `envelope-lab:checkpoint:${slug}:passed`;

export type AttemptHistory = { attempts: number; best: number; last: number; passed: boolean };

export const NO_ATTEMPTS: AttemptHistory = { attempts: 0, best: 0, last: 0, passed: false };

/**
 * Accepts saved data only when every field has the right type and range and the
 * fields agree (no best below the last score, nothing scored or passed without an
 * attempt, no more attempts than the server counts); otherwise null, and the caller
 * sets the value aside.
 */
export function parseAttemptHistory(data: unknown): AttemptHistory | null {
  if (typeof data !== "object" || data === null) return null;
  const { attempts, best, last, passed } = data as Record<string, unknown>;
  if (!isCountUpTo(attempts, MAX_ATTEMPTS) || !isCountUpTo(best, 100) || !isCountUpTo(last, 100)) return null;
  if (typeof passed !== "boolean" || best < last) return null;
  if (attempts === 0 && (best > 0 || passed)) return null;
  return { attempts, best, last, passed };
}

/** The history after one more graded attempt; once passed, it stays passed. */
export function recordAttempt(history: AttemptHistory, percent: number, passed: boolean): AttemptHistory {
  return {
    attempts: history.attempts + 1,
    best: Math.max(history.best, percent),
    last: percent,
    passed: history.passed || passed,
  };
}

/**
 * The checkpoint's work for the course map: the best score of its graded attempts, and a
 * pass the server graded (kept here since before the map recorded verdicts); answers
 * saved before the first check (savedResultKey) count as started.
 */
export const checkpointLocalWork: LocalWorkReader = (store, slug) => {
  const graded = peekWork(store, attemptsKey(slug), ATTEMPTS_VERSION, parseAttemptHistory, (history) =>
    history.attempts > 0
      ? { started: true, passed: history.passed, detail: `best ${history.best}%` }
      : { started: false },
  );
  if (graded.started || graded.unreadable) return graded;
  try {
    return { started: store?.getItem(savedResultKey(slug)) != null };
  } catch {
    return graded;
  }
};

export type Answers = Record<string, string[]>;

/** Ids of the questions still without an answer; an order question counts once the student has touched it. */
export function unansweredIds(
  questions: readonly PublicQuestion[],
  answers: Answers,
  touched: ReadonlySet<string>,
): string[] {
  return questions
    .filter((question) => (question.kind === "order" ? !touched.has(question.id) : !answers[question.id]?.length))
    .map((question) => question.id);
}

/** Moves the item at `from` by `delta` places, clamped to the list; returns a new array. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + delta));
  const out = [...items];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

/** What a screen reader hears after a move, in the learner's words rather than ids. */
export function moveAnnouncement(stepText: string, position: number, total: number): string {
  return `"${stepText}" moved to position ${position} of ${total}.`;
}

/** The start of the note after a submit with questions left: "One question still needs an answer: ". */
export function unansweredLead(count: number): string {
  return count === 1 ? "One question still needs an answer: " : `${count} questions still need an answer: `;
}

/**
 * What is said once, when a submit finds questions left: the lead and their numbers.
 * The note on screen keeps updating as they are answered; this sentence does not.
 */
export function unansweredAlert(numbers: readonly number[]): string {
  return `${unansweredLead(numbers.length)}${numbers.map((n) => `Question ${n}`).join(", ")}.`;
}

/**
 * What "Try again" carries over: the answers (and, for order questions, the touch) of
 * the questions the last check found right. Every other question starts from `fresh`,
 * the new attempt's served order, so nothing wrong is kept by accident.
 */
export function keepRightAnswers(
  right: ReadonlySet<string>,
  answers: Answers,
  touched: ReadonlySet<string>,
  fresh: Answers,
): { answers: Answers; touched: Set<string> } {
  const kept = Object.entries(answers).filter(([id]) => right.has(id));
  return {
    answers: { ...fresh, ...Object.fromEntries(kept) },
    touched: new Set([...touched].filter((id) => right.has(id))),
  };
}
