import type { FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Icon } from "@/components/ui/icon";
import { explainStep, STEP_IDS } from "@/lib/envelope/steps";
import type { AnswerResponse, DrawResponse } from "./post-practice";
import { practiceIds } from "./practice-parts";

type Props = {
  drawn: DrawResponse;
  choice: string | null;
  verdict: AnswerResponse | null;
  /** What the student's streak stands at after the verdict, in words. */
  masteryAfter: string;
  busy: boolean;
  error: string | null;
  onChoose: (choiceId: string) => void;
  onCheck: (event: FormEvent) => void;
  onNext: () => void;
};

const code = (value: unknown) => <code className="break-all font-mono text-sm">{JSON.stringify(value)}</code>;

/** One drawn item: its question, the call it is about, the choices and, once checked, the server's verdict. */
export function PracticeItem({ drawn, choice, verdict, masteryAfter, busy, error, onChoose, onCheck, onNext }: Props) {
  const { item } = drawn;
  const { scenario } = item;
  const faults = Object.keys(scenario.faults).length > 0 ? code(scenario.faults) : "none";
  return (
    <div className="mt-4 rounded-xl border border-border p-3 sm:p-4" data-practice-item={item.concept}>
      <p id={practiceIds.prompt} tabIndex={-1} className="font-semibold">
        {item.prompt}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-scenario>
        <dt className="text-muted">Tool</dt>
        <dd>{code(scenario.tool)}</dd>
        <dt className="text-muted">Arguments</dt>
        <dd>{code(scenario.args)}</dd>
        <dt className="text-muted">Deadline</dt>
        <dd>{scenario.timeoutMs} ms</dd>
        <dt className="text-muted">Faults</dt>
        <dd>{faults}</dd>
        {scenario.retry && (
          <>
            <dt className="text-muted">Retries</dt>
            <dd>
              at most {scenario.retry.maxAttempts} attempts, {scenario.retry.budgetMs} ms in all
            </dd>
          </>
        )}
      </dl>
      <form noValidate onSubmit={onCheck} className="mt-3">
        <fieldset className="min-w-0" aria-describedby={practiceIds.prompt}>
          <legend className="font-medium">Your answer</legend>
          {item.choices.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 hover:bg-surface"
              data-choice={option.id}
            >
              <input
                type="radio"
                name="practice-answer"
                value={option.id}
                checked={choice === option.id}
                disabled={verdict !== null}
                onChange={() => onChoose(option.id)}
                className="mt-1.5 size-4 shrink-0 accent-[var(--accent)]"
              />
              <span>{option.text}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p role="alert" className="mt-2 flex items-start gap-2 rounded-lg border border-border bg-surface p-3">
            <span className="mt-0.5 text-[var(--wrong)]">
              <Icon name="wrong" size={18} />
            </span>
            {error}
          </p>
        )}
        {!verdict && (
          <BusyButton
            type="submit"
            id={practiceIds.check}
            busy={busy}
            busyLabel="Checking…"
            look="solid"
            className="mt-3"
          >
            Check
          </BusyButton>
        )}
      </form>
      {verdict && <Feedback verdict={verdict} masteryAfter={masteryAfter} busy={busy} onNext={onNext} />}
    </div>
  );
}

function Feedback({
  verdict,
  masteryAfter,
  busy,
  onNext,
}: Pick<Props, "masteryAfter" | "busy" | "onNext"> & { verdict: AnswerResponse }) {
  return (
    <section
      aria-labelledby={practiceIds.feedback}
      className="mt-4 border-t border-border pt-3"
      data-right={verdict.right}
    >
      <h4
        id={practiceIds.feedback}
        tabIndex={-1}
        className={`flex items-center gap-1.5 font-semibold ${verdict.right ? "text-[var(--right)]" : "text-[var(--wrong)]"}`}
      >
        <Icon name={verdict.right ? "right" : "wrong"} size={18} />
        {verdict.right ? "Right" : "Not right"}
      </h4>
      <p className="mt-1" data-key-text>
        The answer: <strong>{verdict.keyText}</strong>
      </p>
      <p className="mt-1 text-sm" data-streak>
        This concept: {masteryAfter}
      </p>
      <p className="mt-3 text-sm font-medium">The tools layer's five steps, in order:</p>
      <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm">
        {STEP_IDS.map((step) => {
          const decided = step === verdict.step;
          return (
            <li
              key={step}
              data-step={step}
              aria-current={decided ? "step" : undefined}
              className={decided ? "rounded border-2 border-accent px-2 py-1" : undefined}
            >
              <code className="font-mono">{step}</code>
              {decided && (
                <>
                  {" "}
                  <strong>(decided here)</strong>
                  <span className="block">{explainStep(step)}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <BusyButton id={practiceIds.next} onClick={onNext} busy={busy} busyLabel="Drawing…" look="solid">
          Next item
        </BusyButton>
        {verdict.sandbox && (
          <a className="text-accent underline underline-offset-2" href={verdict.sandbox}>
            Open this call in the sandbox
          </a>
        )}
      </div>
    </section>
  );
}
