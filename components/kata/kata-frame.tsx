import type { ReactNode } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";

/** What the student writes, in the frame's words, by kata.yaml's `grader`. */
const WORDS = {
  layer: { title: "Kata: write the tools layer", what: <code>ToolsLayer</code>, check: "Check my layer" },
  translator: { title: "Kata: write the translator", what: "four functions", check: "Check my translator" },
} as const;

type Props = {
  /** Which kata: the ToolsLayer (the default) or the translator. */
  grader?: keyof typeof WORDS;
  /** The highlighted starter (placeholder) or the live editor. */
  editor: ReactNode;
  /** Shown beside the buttons: "Checking…", a storage notice. */
  status?: ReactNode;
  /** The reset confirmation or its undo note, under the buttons. */
  reset?: ReactNode;
  /** The results of the last check. */
  results?: ReactNode;
  /** What a screen reader hears after a check (polite). */
  announcement?: string;
  /** True while a check runs: the check button says so and ignores presses, but keeps focus. */
  checking?: boolean;
  /** True while the server grades: the submit button says so, likewise. */
  submitting?: boolean;
  onCheck?: () => void;
  onSubmit?: () => void;
  onReset?: () => void;
};

/**
 * The kata's markup, the same in the server-rendered placeholder and the live widget,
 * so nothing moves at the swap. Buttons have ids, so a press on the placeholder is
 * replayed on the widget (components/islands/handover.ts).
 */
export function KataFrame({
  grader = "layer",
  editor,
  status,
  reset,
  results,
  announcement,
  checking = false,
  submitting = false,
  onCheck,
  onSubmit,
  onReset,
}: Props) {
  const words = WORDS[grader];
  return (
    <section
      aria-labelledby={KATA_IDS.title}
      className="kata not-prose mt-6 rounded-2xl border border-border bg-bg p-4 sm:p-6"
    >
      <h3 id={KATA_IDS.title} className="text-xl font-bold">
        {words.title}
      </h3>
      <p id={KATA_IDS.help} className="mt-1 text-muted">
        Fix the {words.what} below until every rule passes. &ldquo;{words.check}&rdquo; runs in your browser, for
        feedback; &ldquo;Submit for a grade&rdquo; has the server grade it. Your draft is saved in this browser. In the
        editor, <kbd>Tab</kbd> indents; to leave the editor with the keyboard, press <kbd>Escape</kbd>, then{" "}
        <kbd>Tab</kbd>.
      </p>
      <div className="kata-editor mt-3">{editor}</div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <BusyButton id={KATA_IDS.check} onClick={onCheck} busy={checking} busyLabel="Checking…" look="solid">
          {words.check}
        </BusyButton>
        <BusyButton id={KATA_IDS.submit} onClick={onSubmit} busy={submitting} busyLabel="Grading…" look="outline">
          Submit for a grade
        </BusyButton>
        <button
          type="button"
          id={KATA_IDS.reset}
          onClick={onReset}
          className="rounded-lg border border-border px-4 py-2 font-semibold"
        >
          Reset to starter
        </button>
        {status}
      </div>
      {reset}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {results}
    </section>
  );
}
