import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { checkpointDomIds as ids } from "@/lib/exercises/checkpoint/dom-ids";
import type { PublicQuestion } from "@/lib/exercises/checkpoint/public-view";

// Re-exported for the widget, which carries focus across the swap by these ids.
export { ids };

export type QuestionViewProps = {
  slug: string;
  question: PublicQuestion;
  number: number;
  codeHtml?: string;
  /** Chosen option ids, or the current step order; undefined in the static markup. */
  chosen?: string[];
  flagged?: boolean;
  locked?: boolean;
  /** The grader's notes on this question, once graded (the widget draws them: not first-load code). */
  feedback?: ReactNode;
  onToggle?: (optionId: string, checked: boolean) => void;
  onMove?: (index: number, delta: number) => void;
  onKeep?: () => void;
};

/**
 * One question as a fieldset of native inputs. Without handlers it is the static,
 * server-rendered markup; with them, the interactive one. Both have the same layout.
 */
export function QuestionView(props: QuestionViewProps) {
  const { question, number, flagged, feedback } = props;
  return (
    <fieldset
      id={ids.question(question.id)}
      tabIndex={-1}
      aria-describedby={flagged ? ids.flag(question.id) : undefined}
      className="checkpoint-question min-w-0 scroll-mt-24 rounded-xl border border-border p-3 sm:p-4 [&>legend+*]:clear-left"
      data-flagged={flagged || undefined}
    >
      {/* Floated so a long prompt sits inside the box instead of across its top border. */}
      <legend className="float-left mb-2 w-full font-semibold">
        <span className="text-muted">Question {number}. </span>
        {question.prompt}
      </legend>
      {flagged && (
        <p id={ids.flag(question.id)} className="mb-2 flex items-center gap-1.5 font-medium text-[var(--wrong)]">
          <Icon name="flag" size={18} />
          {question.kind === "order"
            ? "Not answered yet: move the steps into order, or keep this order."
            : "Not answered yet: choose an option."}
        </p>
      )}
      {question.hint && <p className="mb-2 text-sm text-muted">Hint: {question.hint}</p>}
      {props.codeHtml && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of the authored snippet, made at build time
        <div className="mb-3" dangerouslySetInnerHTML={{ __html: props.codeHtml }} />
      )}
      {question.kind === "order" ? <OrderSteps {...props} /> : <Choices {...props} />}
      {feedback}
    </fieldset>
  );
}

function Choices({ question, chosen, locked, onToggle }: QuestionViewProps) {
  const type = question.kind === "multiple" ? "checkbox" : "radio";
  return (
    <div className="space-y-1.5">
      {question.kind === "multiple" && <p className="text-sm text-muted">Choose every answer that applies.</p>}
      {(question.options ?? []).map((option) => {
        const controlled = onToggle
          ? {
              checked: chosen?.includes(option.id) ?? false,
              onChange: (e: { target: { checked: boolean } }) => onToggle(option.id, e.target.checked),
            }
          : {};
        return (
          <label
            key={option.id}
            htmlFor={ids.option(question.id, option.id)}
            className="checkpoint-option flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 hover:bg-surface"
          >
            <input
              id={ids.option(question.id, option.id)}
              type={type}
              name={question.id}
              value={option.id}
              disabled={locked}
              className="mt-1.5 size-4 shrink-0 accent-[var(--accent)]"
              {...controlled}
            />
            <span className={question.kind === "predict" ? "font-mono" : undefined}>{option.text}</span>
          </label>
        );
      })}
    </div>
  );
}

function OrderSteps({ question, chosen, locked, onMove, onKeep }: QuestionViewProps) {
  const byId = new Map((question.steps ?? []).map((step) => [step.id, step]));
  const order = chosen?.length ? chosen : (question.steps ?? []).map((step) => step.id);
  const button = (label: string, id: string, disabled: boolean, onClick?: () => void): ReactNode => (
    <button
      type="button"
      id={id}
      aria-label={label}
      disabled={disabled || locked}
      onClick={onClick}
      className="rounded border border-border px-2 py-0.5 text-sm enabled:hover:border-accent disabled:opacity-60"
    >
      {label.startsWith("Move up") ? "↑ Up" : "↓ Down"}
    </button>
  );
  return (
    <div>
      <p className="text-sm text-muted">Use the Up and Down buttons to reorder; the first step goes at the top.</p>
      <ol className="mt-2 space-y-1.5" data-order-list>
        {order.map((stepId, index) => {
          const step = byId.get(stepId);
          if (!step) return null;
          return (
            // On a phone the buttons wrap under the step, which keeps the width of the row.
            <li
              key={stepId}
              data-step={stepId}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-surface px-2 py-1.5"
            >
              <span className="w-6 shrink-0 text-right font-semibold text-muted">{index + 1}.</span>
              <span data-step-text className="min-w-0 flex-1 basis-[calc(100%-2rem)] sm:basis-0">
                {step.text}
              </span>
              <span className="ml-auto flex gap-2">
                {button(
                  `Move up: ${step.text}`,
                  ids.move(question.id, stepId, "up"),
                  index === 0,
                  onMove && (() => onMove(index, -1)),
                )}
                {button(
                  `Move down: ${step.text}`,
                  ids.move(question.id, stepId, "down"),
                  index === order.length - 1,
                  onMove && (() => onMove(index, 1)),
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={ids.keep(question.id)}
        disabled={locked}
        onClick={onKeep}
        className="mt-2 text-sm text-accent underline underline-offset-2"
      >
        Keep this order as my answer
      </button>
    </div>
  );
}
