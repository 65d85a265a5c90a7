"use client";

import { useId, useState } from "react";
import { AnswerMark } from "@/components/preview/answer-mark";
import { CATEGORY_WORDING, placeNames, STATUS_WORDING } from "@/lib/exercises/match/categories";
import { gradeMatch, type MatchGrade } from "@/lib/exercises/match/grade";
import type { MatchExercise } from "@/lib/exercises/match/schema";

/**
 * The draft's match exercise, answerable: a list box per card instead of the drag board
 * (every card and note stays in view in a half-width column), graded in the browser by
 * the same gradeMatch the server uses, since the key is on screen anyway.
 */
export function TryMatch({ exercise, showKey }: { exercise: MatchExercise; showKey: boolean }) {
  const prefix = useId();
  // A lesson's own categories are named by their labels, as on the board (components/preview/preview-match.tsx).
  const names = placeNames(exercise.categories, exercise.customCategories ? CATEGORY_WORDING : STATUS_WORDING);
  const [placements, setPlacements] = useState<Record<string, string | null>>({});
  // A grade holds only for the draft it was made from; the answers stay across drafts.
  const [graded, setGraded] = useState<{ of: MatchExercise; grade: MatchGrade } | null>(null);
  const grade = graded?.of === exercise ? graded.grade : null;
  const gradeOf = (id: string) => grade?.cards.find((card) => card.id === id);

  return (
    <section aria-labelledby={`${prefix}-h`} data-try-match="">
      <h2 id={`${prefix}-h`} className="text-xl font-bold">
        Try the match as a student
      </h2>
      <p className="mt-1">{exercise.prompt}</p>
      <ol className="mt-3 space-y-3">
        {exercise.cards.map((card) => {
          const graded = gradeOf(card.id);
          return (
            <li key={card.id} className="rounded-lg border border-border p-3" data-try-card={card.id}>
              <p className="font-semibold">{card.text}</p>
              <label className="mt-2 block text-sm" htmlFor={`${prefix}-${card.id}`}>
                Your answer
              </label>
              <select
                id={`${prefix}-${card.id}`}
                className="mt-1 rounded-md border border-border bg-[var(--bg)] p-1"
                value={placements[card.id] ?? ""}
                onChange={(event) => setPlacements({ ...placements, [card.id]: event.target.value || null })}
              >
                <option value="">Not placed</option>
                {exercise.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.description ? `${category.label}: ${category.description}` : category.label}
                  </option>
                ))}
              </select>
              {graded ? (
                <p className="mt-2" data-mark={graded.correct ? "right" : "wrong"}>
                  <AnswerMark correct={graded.correct} /> {graded.misconception ?? graded.explanation ?? ""}
                </p>
              ) : null}
              {showKey ? (
                <div className="mt-2 text-sm" data-try-key="">
                  <p>
                    Key: <code>{names.label(card.status)}</code>. {card.explanation}
                  </p>
                  <dl className="mt-1">
                    {Object.entries(card.misconceptions).map(([status, note]) => (
                      <div key={status}>
                        <dt className="inline font-semibold">If placed on {names.label(status)}: </dt>
                        <dd className="inline">{note}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="match-button match-primary mt-3"
        onClick={() => setGraded({ of: exercise, grade: gradeMatch(exercise, placements) })}
      >
        Check answers
      </button>
      <p role="status" className="mt-2 font-semibold" data-try-score="">
        {grade ? `${grade.score} of ${grade.total} cards on the right ${names.wording.one}.` : ""}
      </p>
    </section>
  );
}
