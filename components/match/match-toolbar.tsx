import type { MatchWording } from "@/lib/exercises/match/categories";
import { describeCardsLeft } from "@/lib/exercises/match/completeness";
import type { MatchResponse } from "@/lib/exercises/match/handle-post";
import { matchKeys } from "./match-keys";

type Props = {
  left: number;
  grade: MatchResponse | null;
  busy: boolean;
  attempts: number;
  bestScore: number | null;
  total: number;
  wording: MatchWording;
  onCheck: () => void;
  onTryAgain: () => void;
  onShowAnswers: () => void;
  onReset: () => void;
};

/** Check answers / Try again / Show answers / Reset, the score, and the progress line. */
export function MatchToolbar(props: Props) {
  const { left, grade, busy, attempts, bestScore, total, wording } = props;
  return (
    <div className="mt-3 grid gap-2">
      {grade ? (
        <p className="font-semibold outline-none" data-score {...matchKeys.score} tabIndex={-1}>
          Score: {grade.score} of {grade.total}
          {grade.score === grade.total ? `. Every card is on the right ${wording.one}.` : "."}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {grade ? (
          <>
            <button type="button" className="match-button match-primary" onClick={props.onTryAgain}>
              Try again
            </button>
            {grade.revealed ? null : grade.reveal.allowed ? (
              <button type="button" className="match-button" onClick={props.onShowAnswers} disabled={busy}>
                Show answers
              </button>
            ) : (
              <p className="text-sm text-muted" data-reveal="held">
                {answersLater(grade.reveal.attemptsLeft)}
              </p>
            )}
          </>
        ) : (
          <>
            <button
              type="button"
              className="match-button match-primary"
              {...matchKeys.check}
              onClick={props.onCheck}
              disabled={left > 0 || busy}
              aria-describedby="match-left"
            >
              Check answers
            </button>
            <p id="match-left" className="text-sm text-muted">
              {describeCardsLeft(left)}
            </p>
          </>
        )}
        <button type="button" className="match-button ml-auto" onClick={props.onReset}>
          Reset
        </button>
      </div>
      {attempts > 0 ? (
        <p className="text-sm text-muted">
          Attempts: {attempts}. Best score: {bestScore ?? 0} of {total}.
        </p>
      ) : null}
    </div>
  );
}

/** Why there is no "Show answers" yet, in the student's terms. */
function answersLater(attemptsLeft: number | null): string {
  if (attemptsLeft === null) return "Answers are shown once every card is right.";
  const more = attemptsLeft === 1 ? "1 more check" : `${attemptsLeft} more checks`;
  return `"Show answers" appears after ${more}, or once every card is right.`;
}
