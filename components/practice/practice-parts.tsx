import type { ReactNode } from "react";
import type { ConceptId } from "@/lib/practice/concept-ids";
import { type Mastery, masteryWords } from "@/lib/practice/mastery-words";
import type { PublicPractice } from "@/lib/practice/public-view";

/** Element ids both markups render, so a press on the placeholder is replayed on the widget. */
export const practiceIds = {
  concept: (id: string) => `practice-concept-${id}`,
  prompt: "practice-prompt",
  feedback: "practice-feedback-title",
  check: "practice-check",
  next: "practice-next",
} as const;

const NEW: Mastery = { state: "new", streak: 0, needed: 0 };

type Props = {
  view: PublicPractice;
  /** Each concept's mastery in this browser; the placeholder knows none. */
  mastery?: (conceptId: ConceptId) => Mastery;
  /** The concept being practised. */
  current?: string;
  onPick?: (conceptId: ConceptId) => void;
  /** The drawn item and its feedback (the widget's). */
  children?: ReactNode;
  announcement?: string;
};

/**
 * The practice widget's frame: the lesson's concepts, each with its mastery and a button
 * that draws an item. Rendered on the server as the placeholder and again, with state, by
 * the lazily loaded widget; the markup is the same so nothing shifts.
 */
export function PracticeFrame({ view, mastery, current, onPick, children, announcement }: Props) {
  return (
    <section
      aria-labelledby="practice-title"
      className="not-prose mt-6 rounded-2xl border border-border bg-bg p-3 sm:p-6"
      data-practice={view.slug}
    >
      <h3 id="practice-title" className="text-xl font-bold">
        Practice
      </h3>
      <p className="mt-1 text-muted">
        Pick a concept to get a fresh item, made and checked on the server. Answer enough right in a row and the concept
        is mastered.
      </p>
      <ul className="mt-3 space-y-2">
        {view.concepts.map((concept) => {
          const shown = mastery?.(concept.id) ?? NEW;
          return (
            <li
              key={concept.id}
              data-concept={concept.id}
              data-mastery={shown.state}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border p-2"
            >
              <button
                type="button"
                id={practiceIds.concept(concept.id)}
                aria-pressed={concept.id === current}
                onClick={onPick && (() => onPick(concept.id))}
                className="rounded-lg border border-border px-3 py-1.5 font-semibold enabled:hover:border-accent aria-pressed:border-accent aria-pressed:bg-surface"
              >
                {concept.label}
              </button>
              <span className="text-sm font-medium" data-mastery-words>
                {masteryWords(shown)}
              </span>
            </li>
          );
        })}
      </ul>
      {children}
      <p aria-live="polite" className="sr-only" data-practice-announcer>
        {announcement}
      </p>
    </section>
  );
}
