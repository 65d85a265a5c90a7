import type { ReactNode } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Icon } from "@/components/ui/icon";
import type { Answers } from "@/lib/exercises/checkpoint/attempts";
import { CHECKPOINT_FIXED_IDS } from "@/lib/exercises/checkpoint/dom-ids";
import type { CheckpointGrade } from "@/lib/exercises/checkpoint/grade";
import type { PublicCheckpoint, PublicQuestion } from "@/lib/exercises/checkpoint/public-view";
import { ids, QuestionView } from "./question-view";

export type CheckpointFormProps = {
  view: PublicCheckpoint;
  codeHtml: Record<string, string>;
  /** The questions in this attempt's order; defaults to the view's. */
  questions?: PublicQuestion[];
  answers?: Answers;
  answered?: number;
  flagged?: readonly string[];
  result?: CheckpointGrade | null;
  /** Draws the grader's notes under a question once graded; only the widget passes it. */
  feedback?: (question: PublicQuestion) => ReactNode;
  sending?: boolean;
  /** Messages shown above the submit button: errors, unanswered questions, storage notices. */
  messages?: ReactNode;
  /** The results summary, rendered after the questions once graded. */
  summary?: ReactNode;
  announcement?: string;
  /** A checkpoint that draws questions, before they are here: being fetched, or the fetch failed. */
  drawing?: "busy" | "failed";
  /** Fetches the drawn questions again after a failure; only the widget passes it. */
  onDrawAgain?: () => void;
  onToggle?: (questionId: string, optionId: string, checked: boolean, single: boolean) => void;
  onMove?: (questionId: string, index: number, delta: number) => void;
  onKeep?: (questionId: string) => void;
  onSubmit?: (event: { preventDefault(): void }) => void;
};

/**
 * The whole checkpoint on one page: progress, every question, the submit button and
 * (after grading) the results. Rendered statically on the server and again, with
 * state, by the lazily loaded widget; the markup is the same so nothing shifts.
 */
export function CheckpointForm(props: CheckpointFormProps) {
  const { view, codeHtml, answers, result, flagged = [] } = props;
  const questions = props.questions ?? view.questions;
  const draws = view.draws ?? 0;
  // Until the drawn questions arrive they are counted, and a note stands where they will be.
  const pending = questions.some((question) => question.call) ? 0 : draws;
  const total = questions.length + pending;
  const answered = props.answered ?? 0;
  return (
    <section
      aria-labelledby="checkpoint-title"
      className="checkpoint not-prose mt-6 rounded-2xl border border-border bg-bg p-3 sm:p-6"
    >
      <h3 id="checkpoint-title" className="text-xl font-bold">
        {view.title}
      </h3>
      <p className="mt-1 text-muted">
        {total} questions, graded on the server
        {draws > 0 && `; the last ${draws} are drawn for you, new on every attempt, and the engine keys them`}. You pass
        with {view.passMark}% or more{draws > 0 && `, over all of them and over the drawn ${draws} alone`}.
      </p>
      <div className="mt-3 flex items-center gap-3" data-progress>
        <progress
          max={total}
          value={answered}
          aria-label="Questions answered"
          className="checkpoint-progress h-2 flex-1"
        />
        <span className="text-sm font-medium">
          {answered} of {total} answered
        </span>
      </div>
      <form noValidate onSubmit={props.onSubmit} className="mt-4 space-y-5" aria-label={view.title}>
        {questions.map((question, index) => (
          <QuestionView
            key={question.id}
            slug={view.slug}
            question={question}
            number={index + 1}
            codeHtml={codeHtml[question.id]}
            chosen={answers?.[question.id]}
            flagged={flagged.includes(question.id)}
            locked={Boolean(result) || props.sending}
            feedback={result && props.feedback?.(question)}
            onToggle={
              props.onToggle &&
              ((optionId, checked) => props.onToggle?.(question.id, optionId, checked, question.kind !== "multiple"))
            }
            onMove={props.onMove && ((i, delta) => props.onMove?.(question.id, i, delta))}
            onKeep={props.onKeep && (() => props.onKeep?.(question.id))}
          />
        ))}
        {pending > 0 && (
          <div
            id={CHECKPOINT_FIXED_IDS.drawNote}
            tabIndex={-1}
            className="rounded-lg border border-dashed border-border p-3 text-muted"
            data-draws={props.drawing ?? "waiting"}
          >
            {props.drawing === "busy"
              ? `Drawing ${pending} questions for this attempt…`
              : props.drawing === "failed"
                ? `The ${pending} drawn questions of this attempt did not arrive. `
                : `${pending} more questions are drawn for you when you start.`}
            {props.drawing === "failed" && props.onDrawAgain && (
              <button type="button" onClick={props.onDrawAgain} className="text-accent underline underline-offset-2">
                Draw them again
              </button>
            )}
          </div>
        )}
        <div className="space-y-3">
          {props.messages}
          {!result && (
            <div className="flex flex-wrap items-center gap-3">
              <BusyButton
                type="submit"
                id={CHECKPOINT_FIXED_IDS.submit}
                busy={props.sending ?? false}
                busyLabel="Checking…"
                look="solid"
              >
                Check my answers
              </BusyButton>
              <span className="text-sm text-muted">
                {answered} of {total} answered
              </span>
            </div>
          )}
        </div>
      </form>
      {props.summary}
      <p aria-live="polite" className="sr-only" data-announcer>
        {props.announcement}
      </p>
    </section>
  );
}

/** A message block with words and an icon; `alert` ones are read out at once. */
export function FormMessage({
  kind,
  id,
  live = true,
  children,
}: {
  kind: "flag" | "wrong" | "note";
  id?: string;
  /** False for a message whose words change as the student works: it is announced elsewhere, once. */
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role={!live ? undefined : kind === "note" ? "status" : "alert"}
      className="flex items-start gap-2 rounded-lg border border-border bg-surface p-3"
    >
      {kind !== "note" && (
        <span className="mt-0.5 text-[var(--wrong)]">
          <Icon name={kind === "flag" ? "flag" : "wrong"} size={18} />
        </span>
      )}
      <div>{children}</div>
    </div>
  );
}

export { ids };
