import { Icon } from "@/components/ui/icon";
import type { AttemptHistory } from "@/lib/exercises/checkpoint/attempts";
import { CHECKPOINT_FIXED_IDS } from "@/lib/exercises/checkpoint/dom-ids";
import type { PublicQuestion } from "@/lib/exercises/checkpoint/public-view";
import type { ShownResult } from "@/lib/exercises/checkpoint/saved-result";
import { passes } from "@/lib/exercises/pass-rule";
import { ids } from "./question-view";
import { RevealNote } from "./reveal-note";

type Props = {
  result: ShownResult;
  questions: PublicQuestion[];
  history: AttemptHistory;
  /** The result was read back from this browser's storage (from an earlier visit). */
  restored?: boolean;
  /** A new attempt; `keep` carries the right answers over. */
  onRetry: (keep: boolean) => void;
};

/** What the pass mark asked and what this attempt reached, the drawn questions' own mark included. */
function passNote({ passed, passMark, score, max, drawn }: ShownResult): string {
  const retry = "Read the notes below each question, review the sections linked, then try again.";
  if (!drawn) return passed ? `You reached the pass mark of ${passMark}%.` : `The pass mark is ${passMark}%. ${retry}`;
  const part = `the ${drawn.max} questions drawn for you (${drawn.score} of ${drawn.max}, ${drawn.percent}%)`;
  if (passed) return `You reached the pass mark of ${passMark}%, over the whole checkpoint and on ${part}.`;
  // Failed with drawn questions: say whether the whole sheet alone would have passed.
  if (passes({ score, max, passMark }))
    return `Your score reaches the pass mark of ${passMark}%, but ${part} must reach it too. ${retry}`;
  return `The pass mark is ${passMark}%, over the whole checkpoint and on ${part}. ${retry}`;
}

/** The score, pass or fail in words and an icon, links to each missed question, and "Try again". */
export function ResultsSummary({ result, questions, history, restored = false, onRetry }: Props) {
  const missed = questions.filter((q) => !result.questions.find((r) => r.id === q.id)?.correct);
  const right = questions.length - missed.length;
  return (
    <section
      aria-labelledby={CHECKPOINT_FIXED_IDS.resultTitle}
      className="checkpoint-result mt-6 rounded-xl border-2 border-border p-4"
      data-passed={result.passed}
    >
      <h4
        id={CHECKPOINT_FIXED_IDS.resultTitle}
        tabIndex={-1}
        className={`flex items-center gap-2 text-lg font-bold ${result.passed ? "text-[var(--right)]" : "text-[var(--wrong)]"}`}
      >
        <Icon name={result.passed ? "right" : "wrong"} size={18} />
        {result.passed ? "Passed" : "Not passed yet"}: {result.score} of {result.max} ({result.percent}%)
      </h4>
      <p className="mt-1" data-pass-note>
        {passNote(result)}
      </p>
      {restored && (
        <p className="mt-1" data-restored>
          This is your last result, kept in this browser with its notes. Try again to take the checkpoint anew.
        </p>
      )}
      <RevealNote revealed={result.revealed} reveal={result.reveal} />
      <p className="mt-1 text-sm text-muted" data-history>
        Attempts: {history.attempts} · best score: {history.best}%
      </p>
      {missed.length > 0 && (
        <div className="mt-2">
          <p className="font-medium">Questions to look at again:</p>
          <ul className="list-disc pl-6">
            {missed.map((q) => (
              <li key={q.id}>
                <a className="text-accent underline underline-offset-2" href={`#${ids.question(q.id)}`}>
                  Question {questions.indexOf(q) + 1}
                </a>{" "}
                <span className="text-muted">·</span>{" "}
                <a className="text-accent underline underline-offset-2" href={q.section.href}>
                  Review: {q.section.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          id={CHECKPOINT_FIXED_IDS.retry}
          onClick={() => onRetry(true)}
          aria-describedby={right > 0 ? CHECKPOINT_FIXED_IDS.keepNote : undefined}
          className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg"
        >
          Try again
        </button>
        {right > 0 && (
          <button
            type="button"
            onClick={() => onRetry(false)}
            className="rounded-lg border-2 border-border px-4 py-2 font-semibold"
          >
            Try again with no answers
          </button>
        )}
      </div>
      {right > 0 && (
        <p id={CHECKPOINT_FIXED_IDS.keepNote} className="mt-1 text-sm text-muted">
          Try again keeps your {right} right {right === 1 ? "answer" : "answers"}.
        </p>
      )}
    </section>
  );
}
