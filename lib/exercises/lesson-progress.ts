/**
 * One lesson's progress as the index shows it, derived from what the match and the
 * checkpoint widgets store. Client-safe (no zod, no React): the same hand-written
 * guards the widgets use decide what is believed, and nothing is ever written back.
 */

import { type KeyValueStore, peekVersioned } from "@/lib/progress/versioned-store";
import { ATTEMPTS_VERSION, type AttemptHistory, attemptsKey, parseAttemptHistory } from "./checkpoint/attempts";
import { MATCH_PROGRESS_VERSION, type MatchProgress, matchProgressKey, parseMatchProgress } from "./match/progress";

/** Where the match stands: untouched, cards placed but never checked, checked (best so far), or every card right. */
export type MatchState =
  | { kind: "none" }
  | { kind: "placed"; placed: number; total: number }
  | { kind: "checked"; best: number; total: number }
  | { kind: "finished"; total: number };

/** Where the checkpoint stands: never sent, sent without a pass (best percent), or passed (best percent). */
export type CheckpointState = { kind: "none" } | { kind: "attempted"; best: number } | { kind: "passed"; best: number };

export type LessonState = "not-started" | "in-progress" | "passed";

export type LessonProgress = {
  state: LessonState;
  match: MatchState;
  checkpoint: CheckpointState;
  /** Set when stored data could not be believed; that part then counts as not started. */
  unreadable: boolean;
};

/** The words shown beside an unreadable record; the data stays where it is. */
export const UNREADABLE_PROGRESS_NOTE = "Saved progress here could not be read; it was left untouched.";

/** The lesson's state from its two parts: a passed checkpoint and a finished match pass the lesson; any trace of work is in progress. */
export function deriveLessonProgress(
  match: MatchProgress | null,
  history: AttemptHistory | null,
  cardCount: number,
  unreadable = false,
): LessonProgress {
  const matchState = matchStateOf(match, cardCount);
  const checkpoint: CheckpointState =
    !history || history.attempts === 0
      ? { kind: "none" }
      : history.passed
        ? { kind: "passed", best: history.best }
        : { kind: "attempted", best: history.best };
  // A lesson with a match passes only with the match finished too, so it never reads
  // "Passed" beside "Match: not started".
  const matchDone = cardCount === 0 || matchState.kind === "finished";
  const state: LessonState =
    checkpoint.kind === "passed" && matchDone
      ? "passed"
      : matchState.kind !== "none" || checkpoint.kind !== "none"
        ? "in-progress"
        : "not-started";
  return { state, match: matchState, checkpoint, unreadable };
}

function matchStateOf(match: MatchProgress | null, total: number): MatchState {
  if (!match) return { kind: "none" };
  if (match.bestScore !== null && total > 0 && match.bestScore >= total) return { kind: "finished", total };
  if (match.attempts > 0) return { kind: "checked", best: match.bestScore ?? 0, total };
  const placed = Object.keys(match.placements).length;
  return placed > 0 ? { kind: "placed", placed, total } : { kind: "none" };
}

/**
 * Reads one lesson's stored progress without changing it. `cardIds` and `categoryIds`
 * are the lesson's match cards and places (empty when it has none): placements of other
 * ids are ignored, as the widget ignores them. Blocked storage reads as nothing stored.
 */
export function readLessonProgress(
  store: KeyValueStore | undefined,
  slug: string,
  cardIds: readonly string[],
  categoryIds: readonly string[],
): LessonProgress {
  const match = peekVersioned(store, matchProgressKey(slug), MATCH_PROGRESS_VERSION, (data) =>
    parseMatchProgress(data, cardIds, categoryIds),
  );
  const history = peekVersioned(store, attemptsKey(slug), ATTEMPTS_VERSION, parseAttemptHistory);
  const unreadable = [match.problem, history.problem].some((p) => p === "unreadable" || p === "other-version");
  return deriveLessonProgress(match.value, history.value, cardIds.length, unreadable);
}

/** The headline and the detail line the index shows for a lesson. */
export function describeLessonProgress(progress: LessonProgress): { label: string; detail: string } {
  const { state, match, checkpoint } = progress;
  if (state === "not-started") return { label: "Not started", detail: "" };
  const label =
    state === "passed" && checkpoint.kind === "passed" ? `Passed, best score ${checkpoint.best}%` : "In progress";
  return { label, detail: `${describeMatch(match)} · ${describeCheckpoint(checkpoint)}` };
}

function describeMatch(match: MatchState): string {
  switch (match.kind) {
    case "none":
      return "Match: not started";
    case "placed":
      return `Match: ${match.placed} of ${match.total} cards placed`;
    case "checked":
      return `Match: best ${match.best} of ${match.total} right`;
    case "finished":
      return "Match: finished";
  }
}

function describeCheckpoint(checkpoint: CheckpointState): string {
  switch (checkpoint.kind) {
    case "none":
      return "Checkpoint: not tried";
    case "attempted":
      return `Checkpoint: best ${checkpoint.best}%, not passed yet`;
    case "passed":
      return "Checkpoint: passed";
  }
}
