import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { CATEGORY_WORDING, placeNames, STATUS_WORDING } from "@/lib/exercises/match/categories";
import { scenarioHref } from "@/lib/exercises/match/scenario-href";
import type { MatchExercise } from "@/lib/exercises/match/schema";
import { isMatchStatus } from "@/lib/exercises/match/statuses";

/** The match exercise with its key: every card's status, explanation, notes and sandbox link. */
export function PreviewMatch({ exercise }: { exercise: MatchExercise }) {
  const names = placeNames(exercise.categories, exercise.customCategories ? CATEGORY_WORDING : STATUS_WORDING);
  return (
    <section aria-labelledby="preview-match" className="mt-8">
      <h2 id="preview-match" className="text-2xl font-bold">
        Match exercise ({exercise.cards.length} cards)
      </h2>
      <p className="mt-2">{exercise.prompt}</p>
      <ol className="mt-4 space-y-4">
        {exercise.cards.map((card) => {
          const href = scenarioHref(card.sandbox);
          return (
            <li key={card.id} className="rounded-lg border border-border p-4" data-preview-card={card.id}>
              <h3 className="font-semibold">{card.text}</h3>
              <p className="mt-1 inline-flex items-center gap-1">
                Answer: {isMatchStatus(card.status) ? <Icon name={card.status} size={14} /> : null}{" "}
                <code>{names.label(card.status)}</code>
                <span className="text-sm text-muted">(id {card.id})</span>
              </p>
              <p className="mt-2">
                <strong>Explanation:</strong> {card.explanation}
              </p>
              <dl className="mt-2 space-y-1">
                {Object.entries(card.misconceptions).map(([place, note]) => (
                  <div key={place}>
                    <dt className="inline font-semibold">If placed on {names.label(place)}: </dt>
                    <dd className="inline">{note}</dd>
                  </div>
                ))}
              </dl>
              {href ? (
                <p className="mt-2">
                  <Link href={href} className="underline">
                    Run this card in the sandbox{card.scenario ? ` (scenario ${card.scenario})` : ""}
                  </Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
