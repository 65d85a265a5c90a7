import type { PublicMatch } from "@/lib/exercises/match/public-view";
import { BoardLayout, CardView, MatchIntro, MoveButtonView, ZoneView } from "./match-parts";

export const MATCH_INSTRUCTIONS_ID = "match-instructions";

/**
 * The exercise as the server renders it: every card in the pool and the
 * categories, with the same markup the interactive board uses. It stays until the
 * reader shows intent, then the board replaces it in place.
 */
export function MatchStatic({ view }: { view: PublicMatch }) {
  return (
    <>
      <MatchIntro view={view} instructionsId={MATCH_INSTRUCTIONS_ID} />
      <BoardLayout
        pool={
          <ZoneView place={null} count={view.cards.length}>
            {view.cards.map((card) => (
              <CardView key={card.id} cardId={card.id} text={card.text} instructionsId={MATCH_INSTRUCTIONS_ID}>
                <MoveButtonView cardId={card.id} text={card.text} />
              </CardView>
            ))}
          </ZoneView>
        }
        targets={view.categories.map((category) => (
          <ZoneView
            key={category.id}
            place={category.id}
            label={category.label}
            code={view.wording.code}
            description={category.description}
            count={0}
          >
            {null}
          </ZoneView>
        ))}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" disabled className="match-button match-primary">
          Check answers
        </button>
        <p className="text-sm text-muted">{view.cards.length} cards are still in the pool.</p>
      </div>
    </>
  );
}
